import { slugify } from '@quickrdv/core';
import type { Executor } from '../../db/database.js';
import { slugsLike } from './pros.repository.js';

/** A free public slug for a business name: 'salon-lumiere', then 'salon-lumiere-2', ... */
export async function freeSlug(db: Executor, nomSociete: string): Promise<string> {
  const base = slugify(nomSociete);
  const taken = await slugsLike(db, base);
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}
