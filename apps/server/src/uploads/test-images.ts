import { crc32, deflateSync } from 'node:zlib';
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

const dataUrlOf = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;

/**
 * A logo on a transparent background: a coloured disc inside a frame of fully transparent pixels (corners
 * included), with soft edges. `photographic` fills the disc with noise, as a photo cut out would be.
 */
export async function transparentLogo(
  width: number,
  height: number,
  options: { photographic?: boolean; format?: 'png' | 'webp' } = {},
): Promise<Buffer> {
  const r = Math.min(width, height) / 2 - 4;
  const rx = Math.min(r * 1.6, width / 2 - 4);
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<ellipse cx="${width / 2}" cy="${height / 2}" rx="${rx}" ry="${r}" fill="#c2185b"/>` +
      `<rect x="${width / 2 - r / 2}" y="${height / 2 - r / 4}" width="${r}" height="${r / 2}" fill="#ffeb3b"/></svg>`,
  );
  let image = sharp(disc);
  if (options.photographic) {
    const alpha = await sharp(disc).extractChannel(3).toBuffer();
    const photo = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .blur(2)
      .png()
      .toBuffer();
    image = sharp(photo).joinChannel(alpha);
  }
  return options.format === 'webp' ? image.webp({ lossless: true }).toBuffer() : image.png().toBuffer();
}

export const transparentLogoDataUrl = async (
  width: number,
  height: number,
  options: { photographic?: boolean; format?: 'png' | 'webp' } = {},
) => dataUrlOf(await transparentLogo(width, height, options), `image/${options.format ?? 'png'}`);

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * A decompression bomb: a valid greyscale PNG of 8000 × 6000 (48 million pixels, over the limit of 40) that
 * weighs about 47 KB, every row zeros.
 */
export function pngBomb(width = 8000, height = 6000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), compression, filter, interlace: 0
  const rows = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The chunks of a PNG, in order. */
function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  const chunks = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    chunks.push({
      type: png.toString('latin1', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

/** An APNG of two frames (red, then blue), as browsers play it: 'acTL', then a 'fcTL' before each frame. */
export async function animatedPng(width = 64, height = 64): Promise<Buffer> {
  const frame = async (background: string) =>
    pngChunks(
      await sharp({ create: { width, height, channels: 4, background } })
        .png()
        .toBuffer(),
    );
  const first = await frame('#ff0000');
  const second = await frame('#0000ff');
  const control = (sequence: number) => {
    const data = Buffer.alloc(26);
    data.writeUInt32BE(sequence, 0);
    data.writeUInt32BE(width, 4);
    data.writeUInt32BE(height, 8);
    data.writeUInt16BE(1, 20); // delay: 1/10 s
    data.writeUInt16BE(10, 22);
    return pngChunk('fcTL', data);
  };
  const animation = Buffer.alloc(8);
  animation.writeUInt32BE(2, 0); // two frames, played forever
  const sequenceOf = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', first.find((c) => c.type === 'IHDR')!.data),
    pngChunk('acTL', animation),
    control(0),
    ...first.filter((c) => c.type === 'IDAT').map((c) => pngChunk('IDAT', c.data)),
    control(1),
    ...second
      .filter((c) => c.type === 'IDAT')
      .map((c) => pngChunk('fdAT', Buffer.concat([sequenceOf(2), c.data]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An animated WebP of two frames. */
export async function animatedWebp(width = 64, height = 64): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width, height, channels: 4, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .webp()
    .toBuffer();
}
