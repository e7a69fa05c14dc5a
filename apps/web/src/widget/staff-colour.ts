import { DEFAULT_WIDGET_COLOR, readableAccent } from '@quickrdv/core';

/** The frame's page background (widget.css --bg): accents are measured against it. */
const WIDGET_BG = '#f5f6fa';

/**
 * A team member's colour as the frame draws text in it, or white text on it (the accent of their filter,
 * their pressed chip): the same hue, darkened to 5:1 on the page so it still reaches 4.5:1 on the accent's
 * own light tint (--accent-soft). Their raw colour stays for swatches and borders.
 */
export const memberAccent = (color: string) => readableAccent(`#${color}`, WIDGET_BG, 5);

/**
 * The salon's own widget colour (page editor, 'Couleur des widgets'), made readable the same way; null
 * while it is the editor's default (black), so an uncustomised widget keeps its own colour.
 */
export const salonAccent = (color: string) =>
  color.toLowerCase() === DEFAULT_WIDGET_COLOR ? null : readableAccent(color, WIDGET_BG, 5);
