import { businessDetailsSchema, onboardingMessages, type OnboardingStatus } from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import type { ProRow } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { updatePro } from '../account/pros.repository.js';
import { presentBusinessDetails } from '../business/business.presenter.js';
import { hasOpeningHours } from '../hours/hours.repository.js';
import { countPhotos } from '../photos/photos.repository.js';
import { countServices } from '../services/services.repository.js';
import { countStaff } from '../staff/staff.repository.js';

/** Where the setup wizard stands: each step's completion and what is counted. */
export async function onboardingStatus(db: Db, pro: ProRow): Promise<OnboardingStatus> {
  const [photos, services, staff, hours] = await Promise.all([
    countPhotos(db, pro.id),
    countServices(db, pro.id),
    countStaff(db, pro.id),
    hasOpeningHours(db, pro.id),
  ]);
  const details = !!pro.image && businessDetailsSchema.safeParse(presentBusinessDetails(pro)).success;
  const steps = { details, photos: true, services: services > 0, hours, staff: staff > 0 };
  return {
    steps,
    counts: { photos, services, staff },
    done: pro.onboardingDone === 1,
    canComplete: steps.services && steps.hours && steps.staff,
  };
}

/**
 * Ends the setup wizard. Refused, with every missing step's message, until there is at least one service,
 * opening hours and at least one staff member.
 */
export async function completeOnboarding(db: Db, pro: ProRow): Promise<void> {
  const { steps } = await onboardingStatus(db, pro);
  const fields: Record<string, string> = {};
  if (!steps.services) fields.services = onboardingMessages.services;
  if (!steps.hours) fields.hours = onboardingMessages.hours;
  if (!steps.staff) fields.staff = onboardingMessages.staff;
  const first = Object.values(fields)[0];
  if (first) throw new AppError('validation', first, fields);
  if (pro.onboardingDone !== 1) await updatePro(db, pro.id, { onboardingDone: 1 });
}
