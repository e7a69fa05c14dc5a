/** French texts and limits of the photos screen ('MES PHOTOS') and of the profile image. */
export const photosMessages = {
  notAnImage: 'Le fichier doit être une image (JPEG, PNG ou WebP).',
  tooHeavy: 'L’image ne doit pas dépasser 10 Mo.',
  tooSmall: 'L’image doit mesurer au moins 350 × 350 pixels.',
  tooLarge: 'L’image est trop grande (40 millions de pixels au maximum).',
  animated: 'Les images animées ne sont pas acceptées : choisissez une image fixe.',
  tooMany: '4 photos maximums sont autorisées !',
  notFound: 'Photo introuvable.',
  dropZone: 'Cliquez ici pour charger les photos de votre établissement',
  cropTitle: 'Recadrez votre photo...',
} as const;

/** At most four photos of the establishment. */
export const MAX_PHOTOS = 4;
/** Smallest accepted side, in pixels (the crop minimum). */
export const MIN_IMAGE_SIDE = 350;
/** Largest accepted file, decoded: 10 Mo. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Longest image data URL: a 10 Mo file in base64 plus its 'data:image/...;base64,' header. */
export const MAX_IMAGE_DATA_URL_LENGTH = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 1000;
/** Largest accepted picture, in pixels, against decompression bombs. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Stored images are re-encoded to fit this box. */
export const STORED_IMAGE_MAX_SIDE = 1600;
/** The size rules of a kind of picture: its smallest side, the box it is stored in, the French refusal. */
export interface ImageFit {
  minSide: number;
  width: number;
  height: number;
  tooSmall: string;
  /**
   * Transparent pixels are kept (the browser sends a PNG, the server stores PNG or WebP) instead of being
   * flattened on white into a JPEG.
   */
  keepsTransparency?: boolean;
}

/** The establishment's photos and the profile image. */
export const PHOTO_FIT: ImageFit = {
  minSide: MIN_IMAGE_SIDE,
  width: STORED_IMAGE_MAX_SIDE,
  height: STORED_IMAGE_MAX_SIDE,
  tooSmall: photosMessages.tooSmall,
};

/** Types accepted on upload. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Public address of a photo of the establishment. */
export const photoPath = (photoId: string) => `/api/v1/uploads/photos/${photoId}.jpg`;
/** Public address of a professional's profile image (the `image` of the business details). */
export const profileImagePath = (imageId: string) => `/api/v1/uploads/profile/${imageId}.jpg`;
