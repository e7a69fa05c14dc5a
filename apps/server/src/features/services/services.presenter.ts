import { centsToEuros, formatDurationHhmm, type ServiceView } from '@quickrdv/core';
import type { ServiceRow } from './services.repository.js';

/** A service as the API returns it: euros, 'hh:mm', and the staff members who perform it. */
export function toServiceView(row: ServiceRow, staffIds: string[]): ServiceView {
  return {
    id: row.id,
    name: row.name,
    categoryId: row.categoryId,
    category: row.categoryName ?? null,
    amount: centsToEuros(row.amountCents),
    amountCents: row.amountCents,
    duration: formatDurationHhmm(row.durationMinutes),
    durationMinutes: row.durationMinutes,
    description: row.description,
    color: row.color,
    visible: row.visible === 1,
    position: row.position,
    staffIds,
  };
}
