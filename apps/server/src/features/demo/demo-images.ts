import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Executor } from '../../db/database.js';
import { saveUpload } from '../../uploads/upload-store.js';

/** Soft gradients standing for the salon's photos: the demo ships no third-party pictures. */
const PHOTO_PALETTES: [string, string][] = [
  ['#f6d5c3', '#c9788a'],
  ['#d7e3f4', '#6c7fd8'],
  ['#e6f0e0', '#5f9f7a'],
];

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

let rendered: Promise<{ profile: Buffer; photos: Buffer[] }> | null = null;

/** Rendered once per process; each demo copy only writes files. */
function renderDemoImages() {
  rendered ??= (async () => ({
    profile: await sharp(Buffer.from(svgProfile)).jpeg({ quality: 85 }).toBuffer(),
    photos: await Promise.all(
      PHOTO_PALETTES.map((palette, i) =>
        sharp(Buffer.from(svgPhoto(palette, ['Espace coupe', 'Bac à shampoing', 'Accueil'][i]!)))
          .jpeg({ quality: 85 })
          .toBuffer(),
      ),
    ),
  }))();
  return rendered;
}

/** Gives a demo salon its profile image and photos, files first, so the screens that need them work. */
export async function seedDemoImages(db: Executor, dataDir: string, proId: string): Promise<void> {
  const images = await renderDemoImages();
  const imageId = randomUUID();
  await saveUpload(dataDir, proId, imageId, images.profile);
  const photos = images.photos.map((bytes, position) => ({ id: randomUUID(), bytes, position }));
  for (const p of photos) await saveUpload(dataDir, proId, p.id, p.bytes);
  const createdAt = new Date().toISOString();
  await db.updateTable('pros').set({ image: imageId }).where('id', '=', proId).execute();
  await db
    .insertInto('photos')
    .values(
      photos.map((p) => ({ id: p.id, proId, fileName: `${p.id}.jpg`, position: p.position, createdAt })),
    )
    .execute();
}
