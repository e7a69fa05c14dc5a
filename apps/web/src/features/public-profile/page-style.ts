import { contrastTextColor, imageVariantUrl, type PageLayout } from '@quickrdv/core';
import type { CSSProperties } from 'react';

/** The page's classes: the theme (theme1 is the base look) and the background picture, if any. */
export const pageClass = (layout: PageLayout) =>
  `pp-page pp-${layout.theme}${layout.backgroundImageUrl ? ' pp-has-bg-image' : ''}`;

const cssUrl = (url: string) => `url("${encodeURI(url)}")`;

/**
 * The background picture (a JPEG fitted in 1920 × 1080) as CSS variables the stylesheet picks from by the
 * viewport's width (`.pp-has-bg-image`): the stored file on wider screens, a WebP copy on a phone (640 px
 * wide, 1280 on a 2x or 3x screen, or where image-set() is unknown) rather than the whole 1920 px JPEG. On a phone the picture covers the
 * whole page (not fixed there), so it is shown enlarged whatever the file: the copy changes little to it.
 */
function backgroundImage(url: string): CSSProperties {
  return {
    '--pp-bg-image': cssUrl(url),
    '--pp-bg-image-phone': `image-set(${cssUrl(imageVariantUrl(url, 640))} 1x, ${cssUrl(imageVariantUrl(url, 1280))} 2x)`,
    '--pp-bg-image-phone-plain': cssUrl(imageVariantUrl(url, 1280)),
  } as CSSProperties;
}

/** The layout's colours as CSS variables, each with a readable text colour; the background picture's too. */
export function pageStyle(l: PageLayout): CSSProperties {
  return {
    '--pp-accent': l.widgetColorGlobal,
    '--pp-accent-fg': contrastTextColor(l.widgetColorGlobal),
    '--pp-bg': l.backgroundColor,
    '--pp-bg-fg': contrastTextColor(l.backgroundColor),
    '--pp-line': l.themeColorLine,
    '--pp-head-bg': l.headerColor,
    '--pp-head-fg': contrastTextColor(l.headerColor),
    ...(l.backgroundImageUrl ? backgroundImage(l.backgroundImageUrl) : {}),
  } as CSSProperties;
}
