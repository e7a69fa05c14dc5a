import { createHash, randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import type { Executor } from '../../db/database.js';
import { saveUpload, SHARED_UPLOADS, uploadPath } from '../../uploads/upload-store.js';

/** Soft gradients standing for the salon's photos: the demo ships no third-party pictures. */
const PHOTO_PALETTES: [string, string][] = [
  ['#f6d5c3', '#c9788a'],
  ['#d7e3f4', '#6c7fd8'],
  ['#e6f0e0', '#5f9f7a'],
];
const PHOTO_LABELS = ['Espace coupe', 'Bac à shampoing', 'Accueil'];

const svgPhoto = ([from, to]: [string, string], label: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#g)"/>
  <circle cx="930" cy="230" r="170" fill="#ffffff" fill-opacity="0.25"/>
  <circle cx="260" cy="700" r="260" fill="#ffffff" fill-opacity="0.15"/>
  <text x="80" y="820" font-family="DejaVu Sans, sans-serif" font-size="64" fill="#ffffff">${label}</text>
</svg>`;

const svgProfile = `
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#6366f1"/></linearGradient></defs>
  <rect width="600" height="600" fill="url(#g)"/>
  <text x="300" y="370" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold"
    font-size="220" fill="#ffffff">SL</text>
</svg>`;

const JPEG_QUALITY = 85;

/**
 * A file id (UUID-shaped, as the upload routes expect) made from the picture's source: every instance and
 * every restart names the same picture alike, and a changed drawing gets a new id, so the year-long browser
 * cache never shows a stale one.
 */
function sourceId(svg: string): string {
  const h = createHash('sha256').update(`${JPEG_QUALITY}\n${svg}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

const sources = { profile: svgProfile, photos: PHOTO_PALETTES.map((p, i) => svgPhoto(p, PHOTO_LABELS[i]!)) };
/** The shared pictures' file ids: the profile image, then the photos in display order. */
export const demoImageIds = { profile: sourceId(sources.profile), photos: sources.photos.map(sourceId) };

/** Draws a shared picture into the shared folder unless it is there already (written whole or not at all). */
async function ensureSharedFile(dataDir: string, id: string, svg: string): Promise<void> {
  if (await stat(uploadPath(dataDir, SHARED_UPLOADS, id)).catch(() => null)) return;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY }).toBuffer();
  await saveUpload(dataDir, SHARED_UPLOADS, id, jpeg);
}

const ensured = new Map<string, Promise<void>>();

/** Makes sure the shared demo pictures exist on disk; done once per data folder and process. */
export function ensureDemoImages(dataDir: string): Promise<void> {
  let done = ensured.get(dataDir);
  if (!done) {
    done = Promise.all([
      ensureSharedFile(dataDir, demoImageIds.profile, sources.profile),
      ...sources.photos.map((svg, i) => ensureSharedFile(dataDir, demoImageIds.photos[i]!, svg)),
    ]).then(() => undefined);
    // A failure (full disk...) is tried again next time rather than remembered.
    done.catch(() => ensured.delete(dataDir));
    ensured.set(dataDir, done);
  }
  return done;
}

/**
 * Gives a demo salon (the showcase or a visitor's copy) its profile image and photos: rows pointing at the
 * shared pictures, no file of its own, so a copy costs a few rows instead of a few hundred kilobytes. A
 * visitor who replaces one uploads their own file as any professional does; the shared file stays.
 */
export async function seedDemoImages(db: Executor, proId: string): Promise<void> {
  const createdAt = new Date().toISOString();
  await db.updateTable('pros').set({ image: demoImageIds.profile }).where('id', '=', proId).execute();
  await db
    .insertInto('photos')
    .values(
      demoImageIds.photos.map((fileId, position) => ({
        id: randomUUID(),
        proId,
        fileName: `${fileId}.jpg`,
        position,
        createdAt,
      })),
    )
    .execute();
}
