import { z } from 'zod';
import { parseDataUrl } from './data-url.js';
import { imageVariantMessages, isImageVariantWidth, type ImageVariantWidth } from './image-variants.js';
import { IMAGE_MIME_TYPES, MAX_IMAGE_DATA_URL_LENGTH, photosMessages } from './photos.messages.js';

/**
 * POST /photos and PUT /business/image: `{ image: 'data:image/jpeg;base64,...' }`. The schema checks the
 * declared type; the server then checks the bytes really are such an image, its weight and its size.
 */
export const imageUploadSchema = z.object({
  image: z
    .string({ error: photosMessages.notAnImage })
    .max(MAX_IMAGE_DATA_URL_LENGTH, { error: photosMessages.tooHeavy })
    .refine(
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

/** GET /uploads/{photos,profile}/{id}.jpg?w=320: the stored image, or its copy at one of the listed widths. */
export const imageVariantQuerySchema = z.object({
  w: z
    .string({ error: imageVariantMessages.unknownWidth })
    .max(5, { error: imageVariantMessages.unknownWidth })
    .refine((value) => /^\d+$/.test(value) && isImageVariantWidth(Number(value)), {
      error: imageVariantMessages.unknownWidth,
    })
    .transform((value) => Number(value) as ImageVariantWidth)
    .optional(),
});
