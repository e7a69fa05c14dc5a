import { NEXT_DAYS_SHOWN, parsePageLayout, ratingSummary, type PublicProfile } from '@quickrdv/core';
import type { Db } from '../../db/database.js';
import { loadCatalog } from '../booking/slots.repository.js';
import { nextFreeDays } from '../booking/slots.service.js';
import {
  groupServices,
  presentBusiness,
  presentPhotos,
  presentReview,
  presentWeek,
  publicUrls,
} from './public-profile.presenter.js';
import { pageImageSize } from '../../uploads/image-size.js';
import { requirePublicPro } from './public-pro.js';
import { listQuestionnaires } from '../questionnaires/questionnaires.repository.js';
import { reviewPage } from '../reviews/reviews.repository.js';
import { establishmentTypeName, openingRanges, photoIds, ratingTotals } from './public-profile.repository.js';

/** Reviews shown on the public page. */
export const REVIEWS_SHOWN = 10;

/** Everything the public page and the booking widget of a professional show, by slug. */
export async function publicProfile(
  db: Db,
  o: { slug: string; publicUrl: string; dataDir: string; now?: Date },
): Promise<PublicProfile> {
  const now = o.now ?? new Date();
  const pro = await requirePublicPro(db, o.slug);
  const catalog = await loadCatalog(db, pro.id);
  const totals = (await ratingTotals(db, [pro.id])).get(pro.id) ?? { sum: 0, count: 0 };
  // The questionnaires the bookable services ask, with their questions (none read when no service asks).
  const asking = catalog.services.filter((s) => s.questionnaireId);
  const questionnaires = asking.length
    ? (await listQuestionnaires(db, pro.id)).filter(
        (q) => q.questions.length && asking.some((s) => s.questionnaireId === q.id),
      )
    : [];
  const shown = new Set(questionnaires.map((q) => q.id));
  const layout = parsePageLayout(pro.pageLayout);
  return {
    business: presentBusiness(pro, await establishmentTypeName(db, pro.establishmentTypeId)),
    rating: ratingSummary(totals.sum, totals.count),
    reviews: (await reviewPage(db, pro.id, { offset: 0, limit: REVIEWS_SHOWN })).map(presentReview),
    photos: presentPhotos(await photoIds(db, pro.id)),
    openingHours: presentWeek(await openingRanges(db, pro.id)),
    team: catalog.staff.map((s) => ({
      id: s.id,
      prenom: s.prenom,
      nom: s.nom,
      color: s.color,
      email: s.email || null,
    })),
    serviceCategories: groupServices(catalog.services),
    layout,
    logoSize: (layout.logoUrl && (await pageImageSize(o.dataDir, pro.id, layout.logoUrl))) || null,
    questionnaires: questionnaires.map(({ serviceIds: _, ...q }) => q),
    serviceQuestionnaires: Object.fromEntries(
      asking.filter((s) => shown.has(s.questionnaireId!)).map((s) => [s.id, s.questionnaireId!]),
    ),
    nextDays: await nextFreeDays(db, {
      pro,
      catalog,
      filter: { serviceIds: [] },
      after: now.getTime(),
      count: NEXT_DAYS_SHOWN,
      now,
    }),
    urls: publicUrls(o.publicUrl, pro.slug),
  };
}
