import QRCode from 'qrcode';

// 'M' recovers from about 15 % damage: enough for a worn sticker, still a small symbol for a short URL.
const common = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** A PNG of the QR code, wide enough to print sharply on a flyer (1024 px by default). */
export const qrPng = (text: string, width = 1024): Promise<Buffer> =>
  QRCode.toBuffer(text, { ...common, type: 'png', width });

/** An SVG of the QR code: a vector file for print at any size, and the image shown on screen. */
export const qrSvg = (text: string): Promise<string> =>
  QRCode.toString(text, { ...common, type: 'svg', width: 512 });
