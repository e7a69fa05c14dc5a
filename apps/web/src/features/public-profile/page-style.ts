import { contrastTextColor, type PageLayout } from '@quickrdv/core';
import type { CSSProperties } from 'react';

/** The page's classes: the theme (theme1 is the base look) and the background picture, if any. */
export const pageClass = (layout: PageLayout) =>
  `pp-page pp-${layout.theme}${layout.backgroundImageUrl ? ' pp-has-bg-image' : ''}`;

/** The layout's colours as CSS variables, each with a readable text colour. */
export function pageStyle(l: PageLayout): CSSProperties {
  return {
    '--pp-accent': l.widgetColorGlobal,
    '--pp-accent-fg': contrastTextColor(l.widgetColorGlobal),
    '--pp-bg': l.backgroundColor,
    '--pp-bg-fg': contrastTextColor(l.backgroundColor),
    '--pp-line': l.themeColorLine,
    '--pp-head-bg': l.headerColor,
    '--pp-head-fg': contrastTextColor(l.headerColor),
    ...(l.backgroundImageUrl ? { backgroundImage: `url("${encodeURI(l.backgroundImageUrl)}")` } : {}),
  } as CSSProperties;
}
