import jsqrModule from 'jsqr';
import sharp from 'sharp';

// jsqr is CommonJS with an ES default export: depending on the loader, the import is the function itself or
// its exports object.
type JsQr = typeof jsqrModule.default;
const loaded = jsqrModule as unknown as JsQr | { default: JsQr };
const jsQR: JsQr = typeof loaded === 'function' ? loaded : loaded.default;

/** Reads a QR code from a PNG or SVG file as a phone's camera would: the text it encodes, or null. */
export async function readQr(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .resize(400)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(pixels, info.width, info.height)?.data ?? null;
}
