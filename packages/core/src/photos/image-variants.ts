/**
 * Resized copies of the public images (photos of the establishment, profile images), so a page downloads a
 * picture at the size it shows it rather than the stored 1600 pixels. Only these widths exist: each is made
 * once per image on the server, so an open list would let anyone fill the disk.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const isImageVariantWidth = (width: number): width is ImageVariantWidth =>
  (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);

export const imageVariantMessages = {
  unknownWidth: `La largeur d’image demandée (w) doit être l’une de : ${IMAGE_VARIANT_WIDTHS.join(', ')}.`,
} as const;

/** The address of a public image (photoPath, profileImagePath) at one of the widths. */
export const imageVariantUrl = (url: string, width: ImageVariantWidth) => `${url}?w=${width}`;

/**
 * A `srcset` of every width up to `maxWidth`, for an `<img>` whose `sizes` says how wide it is shown: the
 * browser picks the smallest copy sharp enough for the screen. The stored file is not listed: the `<img>`'s
 * `src` names it, for a browser without srcset.
 */
export function imageSrcSet(url: string, maxWidth: number = IMAGE_VARIANT_WIDTHS.at(-1)!): string {
  return IMAGE_VARIANT_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${imageVariantUrl(url, width)} ${width}w`)
    .join(', ');
}

/**
 * The sources of a picture shown whole inside a box, never enlarged (CSS `max-width`/`max-height`, as the
 * public page's logo): its copies up to the file's own width, then the file itself when wider, and the size
 * it is shown at, as `sizes` and as the `<img>`'s width and height. A copy is never listed wider than the
 * file: it would be as wide as the file (never enlarged) while claiming more, and the browser would draw the
 * picture smaller than the box shows it. A picture narrower than the smallest copy has no `srcset`.
 */
export function boxedImageSources(
  url: string,
  size: { width: number; height: number },
  box: { width: number; height: number },
): { srcSet?: string; sizes?: string; width: number; height: number } {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  if (size.width < IMAGE_VARIANT_WIDTHS[0]) return { width, height };
  const copies = imageSrcSet(url, size.width);
  const srcSet = isImageVariantWidth(size.width) ? copies : `${copies}, ${url} ${size.width}w`;
  return { srcSet, sizes: `${width}px`, width, height };
}
