import {
  bookingFramePath,
  centsToEuros,
  formatDurationHhmm,
  photoPath,
  profileImagePath,
  publicProfilePath,
  widgetScriptPath,
  WEEKDAY_NAMES,
  type PublicProfile,
  type PublicService,
} from '@quickrdv/core';
import type { Selectable } from 'kysely';
import type { ProRow, ReviewsTable } from '../../db/schema.js';
import type { CatalogService } from '../booking/slots.repository.js';
import type { openingRanges, REVIEW_COLUMNS } from './public-profile.repository.js';

type ReviewRow = Pick<Selectable<ReviewsTable>, (typeof REVIEW_COLUMNS)[number]>;
type RangeRow = Awaited<ReturnType<typeof openingRanges>>[number];

/** The business block: only what a visitor may see (never the login e-mail, plan or owner's identity). */
export function presentBusiness(pro: ProRow, establishmentType: string | null): PublicProfile['business'] {
  return {
    slug: pro.slug,
    nomSociete: pro.nomSociete,
    profession: pro.profession,
    adresse: pro.adresse,
    codePostal: pro.codePostal,
    ville: pro.ville,
    tel1: pro.tel1,
    email: pro.contactEmail || null,
    presentation: pro.presentation,
    imageUrl: pro.image ? profileImagePath(pro.image) : null,
    establishmentType,
    timeZone: pro.timeZone,
    bookingNoticeHours: pro.bookingNoticeHours,
    isDemo: pro.isDemo === 1,
  };
}

export const presentReview = (r: ReviewRow): PublicProfile['reviews'][number] => ({
  id: r.id,
  prenom: r.prenom,
  rating: r.rating,
  message: r.message,
  date: r.createdAt,
  visitDate: r.visitAt,
  verified: r.verified === 1,
  reply: r.replyMessage ? { message: r.replyMessage, date: r.replyAt } : null,
});

/** Seven days, Monday first, each with its ranges in order (none: closed). */
export function presentWeek(rows: RangeRow[]): PublicProfile['openingHours'] {
  return WEEKDAY_NAMES.map((name, weekday) => ({
    weekday,
    name,
    ranges: rows.filter((r) => r.weekday === weekday).map((r) => ({ opens: r.opens, closes: r.closes })),
  }));
}

const presentService = (s: CatalogService): PublicService => ({
  id: s.id,
  name: s.name,
  amount: centsToEuros(s.amountCents),
  amountCents: s.amountCents,
  duration: formatDurationHhmm(s.durationMinutes),
  durationMinutes: s.durationMinutes,
  description: s.description,
  color: s.color,
});

/** Services grouped by category, categories in the order of their first service. */
export function groupServices(services: CatalogService[]): PublicProfile['serviceCategories'] {
  const groups = new Map<string, PublicProfile['serviceCategories'][number]>();
  for (const s of services) {
    const key = s.categoryId ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { id: s.categoryId, name: s.categoryId ? s.categoryName : null, services: [] };
      groups.set(key, group);
    }
    group.services.push(presentService(s));
  }
  return [...groups.values()];
}

export const presentPhotos = (rows: { id: string }[]) =>
  rows.map((r) => ({ id: r.id, url: photoPath(r.id) }));

export const publicUrls = (publicUrl: string, slug: string) => ({
  profile: `${publicUrl}${publicProfilePath(slug)}`,
  frame: `${publicUrl}${bookingFramePath(slug)}`,
  widgetScript: `${publicUrl}${widgetScriptPath(slug)}`,
});
