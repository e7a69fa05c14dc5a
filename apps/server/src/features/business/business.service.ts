import { randomUUID } from 'node:crypto';
import { businessMessages, isBlankHtml, profileImagePath, type BusinessDetails } from '@quickrdv/core';
import type { Db, Dialect } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { sanitizeRichText } from '../../http/sanitize-html.js';
import { processUploadedImage } from '../../uploads/image-processing.js';
import { removeUpload, saveUpload } from '../../uploads/upload-store.js';
import { findPro, updatePro } from '../account/pros.repository.js';
import { lockPro } from '../photos/photos.repository.js';
import { establishmentTypeExists, findProImage } from './business.repository.js';

/**
 * Saves the business details form. Besides the schema's checks: the presentation must still show text once
 * sanitised, the establishment type must exist, and a profile image must have been sent before.
 * In demo mode the business name is fixed.
 */
export async function saveBusinessDetails(db: Db, pro: ProRow, input: BusinessDetails): Promise<ProRow> {
  if (pro.isDemo && input.nomSociete !== pro.nomSociete) {
    throw new AppError('forbidden', businessMessages.nomSocieteLockedInDemo, {
      nomSociete: businessMessages.nomSocieteLockedInDemo,
    });
  }
  const presentation = sanitizeRichText(input.presentation);
  const fields: Record<string, string> = {};
  if (isBlankHtml(presentation)) fields.presentation = businessMessages.presentationRequired;
  if (!pro.image) fields.image = businessMessages.imageRequired;
  if (!(await establishmentTypeExists(db, input.establishmentTypeId))) {
    fields.establishmentTypeId = businessMessages.establishmentTypeUnknown;
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError('validation', first, fields);

  await updatePro(db, pro.id, {
    establishmentTypeId: input.establishmentTypeId,
    nomSociete: input.nomSociete,
    nom: input.nom,
    prenom: input.prenom,
    profession: input.profession,
    adresse: input.adresse,
    codePostal: input.codePostal,
    ville: input.ville,
    tel1: input.tel1,
    tel2: input.tel2,
    contactEmail: input.email,
    presentation,
  });
  return (await findPro(db, pro.id))!;
}

/**
 * Replaces the profile image: the new file is written first, the row switched in a transaction that reads
 * the previous image under lock, and only then is the previous file removed.
 */
export async function setProfileImage(
  deps: { db: Db; dialect: Dialect; dataDir: string },
  o: { proId: string; dataUrl: string },
): Promise<string> {
  const jpeg = await processUploadedImage(o.dataUrl);
  const imageId = randomUUID();
  await saveUpload(deps.dataDir, o.proId, imageId, jpeg);
  let previous: string | null;
  try {
    previous = await deps.db.transaction().execute(async (trx) => {
      await lockPro(trx, deps.dialect, o.proId);
      const old = await findProImage(trx, o.proId);
      await updatePro(trx, o.proId, { image: imageId });
      return old;
    });
  } catch (error) {
    await removeUpload(deps.dataDir, o.proId, imageId);
    throw error;
  }
  if (previous) await removeUpload(deps.dataDir, o.proId, previous);
  return profileImagePath(imageId);
}
