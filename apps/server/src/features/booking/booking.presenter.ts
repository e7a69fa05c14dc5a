import {
  bookingManagePath,
  centsToEuros,
  formatDurationHhmm,
  utcToZoned,
  type BookingFacts,
  type BookingView,
} from '@quickrdv/core';
import type { BookingRow, BookingServiceRow } from './booking.repository.js';

const HOUR_MS = 3600_000;

/** Until when a booking may be moved or cancelled online: its start minus the professional's notice. */
export const changeDeadline = (row: Pick<BookingRow, 'startsAt' | 'bookingNoticeHours'>) =>
  new Date(Date.parse(row.startsAt) - row.bookingNoticeHours * HOUR_MS);

export const manageUrlOf = (publicUrl: string, token: string) => `${publicUrl}${bookingManagePath(token)}`;

/** Postal address on one line ('12 rue des Lilas, 69003 Lyon'), null when none was given. */
export function addressLine(row: Pick<BookingRow, 'adresse' | 'codePostal' | 'ville'>): string | null {
  const city = [row.codePostal, row.ville].filter(Boolean).join(' ');
  return [row.adresse, city].filter(Boolean).join(', ') || null;
}

/** The booking as its owner (the manage link's holder) sees it: no other client's data, no internal ids. */
export function presentBooking(
  row: BookingRow,
  services: BookingServiceRow[],
  o: { publicUrl: string; now: Date },
): BookingView {
  const start = utcToZoned(new Date(row.startsAt), row.timeZone);
  const end = utcToZoned(new Date(row.endsAt), row.timeZone);
  const totalCents = services.reduce((sum, s) => sum + s.amountCents, 0);
  const deadline = changeDeadline(row);
  const token = row.manageToken!;
  return {
    token,
    status: Date.parse(row.endsAt) <= o.now.getTime() ? 'past' : 'confirmed',
    cancelledBy: null,
    day: start.day,
    start: start.time,
    end: end.time,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    durationMinutes: Math.round((Date.parse(row.endsAt) - Date.parse(row.startsAt)) / 60_000),
    services: services.map((s) => ({
      id: s.id,
      name: s.name,
      amount: centsToEuros(s.amountCents),
      amountCents: s.amountCents,
      duration: formatDurationHhmm(s.durationMinutes),
      durationMinutes: s.durationMinutes,
    })),
    totalAmount: centsToEuros(totalCents),
    totalAmountCents: totalCents,
    staff:
      row.staffId && row.staffPrenom !== null
        ? { id: row.staffId, prenom: row.staffPrenom, nom: row.staffNom ?? '', color: row.staffColor ?? '' }
        : null,
    client: { prenom: row.clientPrenom ?? '', nom: row.clientNom ?? '' },
    note: row.note,
    business: {
      slug: row.slug,
      nomSociete: row.nomSociete,
      adresse: row.adresse,
      codePostal: row.codePostal,
      ville: row.ville,
      tel1: row.tel1,
      timeZone: row.timeZone,
    },
    canChange: o.now.getTime() < deadline.getTime(),
    changeDeadline: deadline.toISOString(),
    noticeHours: row.bookingNoticeHours,
    manageUrl: manageUrlOf(o.publicUrl, token),
    icsUrl: `${o.publicUrl}/api/v1/public/bookings/${token}/ics`,
  };
}

/** What the e-mails and SMS about this booking say, to the identity and contact the visitor typed. */
export function bookingFacts(
  row: BookingRow,
  services: BookingServiceRow[],
  o: { publicUrl: string },
): BookingFacts {
  const start = utcToZoned(new Date(row.startsAt), row.timeZone);
  return {
    businessName: row.nomSociete,
    address: addressLine(row),
    businessPhone: row.tel1,
    clientPrenom: row.clientPrenom ?? '',
    clientNom: row.clientNom ?? '',
    clientEmail: row.clientEmail ?? '',
    clientPhone: row.clientPhone ?? '',
    day: start.day,
    start: start.time,
    end: utcToZoned(new Date(row.endsAt), row.timeZone).time,
    services: services.map((s) => s.name),
    totalCents: services.reduce((sum, s) => sum + s.amountCents, 0),
    staffPrenom: row.staffPrenom,
    note: row.note,
    manageUrl: manageUrlOf(o.publicUrl, row.manageToken!),
  };
}
