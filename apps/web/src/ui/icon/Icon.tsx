import { iconPaths, type IconName } from './icon-paths';
import './icon.css';

// The font draws each 24-unit drawing's middle 18 units (its usual margin left out) across its 1em, so the
// same box here gives the glyph's size; the few strokes past it show (overflow visible, icon.css).
const GLYPH_BOX = '3 3 18 18';

/**
 * A PrimeIcons drawing as inline SVG, sized and coloured like the font's glyph (1em, currentColor), for the
 * public pages; the professional space keeps PrimeIcons' `pi` classes. Decorative: hidden from assistive
 * technologies, the button or link around it carries the name.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `qi ${className}` : 'qi'}
      viewBox={GLYPH_BOX}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
