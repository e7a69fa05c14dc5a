import sharp from 'sharp';

/** Images made on the fly for the tests of uploads (photos, profile image). */
export async function imageDataUrl(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  options: { orientation?: number } = {},
): Promise<string> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  const bytes = await image.toFormat(format).toBuffer();
  const mime = format === 'jpeg' ? 'image/jpeg' : `image/${format}`;
  return `data:${mime};base64,${bytes.toString('base64')}`;
}

/** Any bytes presented as an image of the given type. */
export const fakeImageDataUrl = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`;
