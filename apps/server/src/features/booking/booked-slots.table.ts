/**
 * Table of migration 0004 (booked_slots): the availabilities an online booking holds. Declared here by
 * interface merging so the feature owns it; it belongs with the others in db/schema.ts.
 */
export interface BookedSlotsTable {
  availabilityId: string;
  appointmentId: string;
}

declare module '../../db/schema.js' {
  interface DB {
    bookedSlots: BookedSlotsTable;
  }
}
