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
 * browser picks the smallest copy sharp enough for the screen. Above the largest width, the stored file.
 */
export function imageSrcSet(url: string, maxWidth: number = IMAGE_VARIANT_WIDTHS.at(-1)!): string {
  return IMAGE_VARIANT_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${imageVariantUrl(url, width)} ${width}w`)
    .join(', ');
}
