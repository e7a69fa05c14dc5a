import QRCode from 'qrcode';
import { BoundedMap } from '../../lib/bounded-map.js';

// 'M' recovers from about 15 % damage: enough for a worn sticker, still a small symbol for a short URL.
const common = { errorCorrectionLevel: 'M', margin: 2 } as const;

/**
 * Images already drawn, by kind, size and text. Drawing a 600 px PNG takes the server's thread tens of
 * milliseconds, and two of its routes are public: without this, anyone asking for one salon's QR code in a
 * loop would stall every other request. A QR image depends on its text alone (a regenerated code is a new
 * text), so a copy never goes stale; the least recently used go first once the cache is full.
 */
const drawn = new BoundedMap<string, Promise<Buffer | string>>(256);

function remembered<T extends Buffer | string>(key: string, draw: () => Promise<T>): Promise<T> {
  const hit = drawn.get(key);
  if (hit) return hit as Promise<T>;
  const image = draw();
  drawn.set(key, image);
  image.catch(() => drawn.delete(key));
  return image;
}

/** A PNG of the QR code, wide enough to print sharply on a flyer (1024 px by default). */
export const qrPng = (text: string, width = 1024): Promise<Buffer> =>
  remembered(`png ${width} ${text}`, () => QRCode.toBuffer(text, { ...common, type: 'png', width }));

/** An SVG of the QR code: a vector file for print at any size, and the image shown on screen. */
export const qrSvg = (text: string): Promise<string> =>
  remembered(`svg ${text}`, () => QRCode.toString(text, { ...common, type: 'svg', width: 512 }));
