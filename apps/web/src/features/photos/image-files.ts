import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, PHOTO_FIT, photosMessages, type ImageFit } from '@quickrdv/core';

/** A picture chosen by the professional, checked and ready to show. */
export interface PickedImage {
  name: string;
  /** Object URL, to revoke once done with. */
  src: string;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  return image.decode().then(() => image);
}

/**
 * Opens an image file and checks what the server will check (type, weight, the fit's minimum: 350 × 350
 * for photos), so a refused file is explained before anything is sent. Resolves to the picture or to the
 * French reason.
 */
export async function pickImage(file: File, fit: ImageFit = PHOTO_FIT): Promise<PickedImage | string> {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return photosMessages.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return photosMessages.tooHeavy;
  const src = URL.createObjectURL(file);
  try {
    const image = await loadImage(src);
    if (Math.min(image.naturalWidth, image.naturalHeight) < fit.minSide) {
      URL.revokeObjectURL(src);
      return fit.tooSmall;
    }
    return { name: file.name, src, width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    URL.revokeObjectURL(src);
    return photosMessages.notAnImage;
  }
}

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws `area` of the picture on a canvas, scaled down to the box the server keeps (1600 px for photos), and
 * returns it as a JPEG data URL at full quality.
 */
export async function renderJpeg(src: string, area: PixelArea, fit: ImageFit = PHOTO_FIT): Promise<string> {
  // Transparent PNG areas become white, as the server would flatten them.
  return (await drawArea(src, area, fit, '#ffffff')).toDataURL('image/jpeg', 1);
}

async function drawArea(src: string, area: PixelArea, fit: ImageFit, background: string | null) {
  const image = await loadImage(src);
  // Never below the minimum on the short side, whatever the proportions.
  const scale = Math.min(
    1,
    Math.max(
      Math.min(fit.width / area.width, fit.height / area.height),
      fit.minSide / Math.min(area.width, area.height),
    ),
  );
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width * scale);
  canvas.height = Math.round(area.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas unavailable');
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/**
 * The whole picture as a data URL (the profile image and the page's images are not cropped): a JPEG at full
 * quality, or a PNG with its transparency for a fit that keeps it (the page's logo). Every logo goes as a
 * PNG, transparent or not: a PNG loses nothing on the way, and the server, which re-encodes it anyway,
 * decides from its pixels whether it is stored transparent (PNG or WebP) or as a JPEG.
 */
export async function renderWholeImage(picked: PickedImage, fit: ImageFit = PHOTO_FIT): Promise<string> {
  const area = { x: 0, y: 0, width: picked.width, height: picked.height };
  if (!fit.keepsTransparency) return renderJpeg(picked.src, area, fit);
  return (await drawArea(picked.src, area, fit, null)).toDataURL('image/png');
}
