import { BLOCK_ANCHORS } from '../public-profile/blocks/BlockCard';
import type { PageBlock, PageLayout } from '@quickrdv/core';
import { pageEditorStrings as t } from './page-editor.strings';

const ORDER: (keyof typeof t.anchors)[] = [
  'PresentationBlock',
  'AccordionPrestaBlock',
  'RendezvousBlock',
  'HorairesBlock',
  'EquipeBlock',
  'AvisBlock',
];

/**
 * The page's top menu (desktop) or tab menu (phone): links that scroll to a block of the page being
 * edited. Hidden blocks are still in the editor, so every link has its target.
 */
export function AnchorMenu({ layout }: { layout: PageLayout }) {
  const placed = new Set<PageBlock>([
    ...layout.sections.section1,
    ...layout.sections.section2,
    ...layout.sections.section3,
  ]);
  return (
    <nav className="me-anchors" aria-label={t.menu}>
      {ORDER.filter((b) => placed.has(b)).map((block) => (
        <a
          key={block}
          href={`#${BLOCK_ANCHORS[block]}`}
          onClick={(e) => {
            e.preventDefault();
            document
              .querySelector(`[data-block="${block}"]`)
              ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
        >
          {t.anchors[block]}
        </a>
      ))}
    </nav>
  );
}
