import { z } from 'zod';
import { parseDataUrl } from './data-url.js';
import { IMAGE_MIME_TYPES, photosMessages } from './photos.messages.js';

/**
 * POST /photos and PUT /business/image: `{ image: 'data:image/jpeg;base64,...' }`. The schema checks the
 * declared type; the server then checks the bytes really are such an image, its weight and its size.
 */
export const imageUploadSchema = z.object({
  image: z.string({ error: photosMessages.notAnImage }).refine(
    (value) => {
      const parsed = parseDataUrl(value);
      return !!parsed && (IMAGE_MIME_TYPES as readonly string[]).includes(parsed.mimeType);
    },
    { error: photosMessages.notAnImage },
  ),
});
export type ImageUploadInput = z.input<typeof imageUploadSchema>;

/** A photo as the API returns it. */
export const photoViewSchema = z.object({ id: z.string(), url: z.string(), position: z.number() });
export type PhotoView = z.infer<typeof photoViewSchema>;

export const photoListSchema = z.object({ photos: z.array(photoViewSchema), max: z.number() });
export type PhotoList = z.infer<typeof photoListSchema>;
