import { z } from 'zod';
import { reminderRuleSchema } from '../reminders/reminder-rules.js';

/** Colour of the fake partner 'Indifférent' (any partner), and of an appointment without a partner. */
export const ANY_STAFF_COLOR = '808080';

export const staffRefSchema = z.object({
  id: z.string(),
  prenom: z.string(),
  nom: z.string(),
  color: z.string(),
});
export type StaffRef = z.infer<typeof staffRefSchema>;

export const serviceRefSchema = z.object({ id: z.string(), name: z.string(), color: z.string().nullable() });
export type ServiceRef = z.infer<typeof serviceRefSchema>;

/** Both an ISO instant (UTC) and its wall-clock day and times in the professional's time zone. */
const whenShape = {
  startsAt: z.string(),
  endsAt: z.string(),
  day: z.string(),
  start: z.string(),
  end: z.string(),
};

/** One published availability as the API returns it. `staff` null means 'Indifférent' (colour 808080). */
export const availabilityDtoSchema = z.object({
  id: z.string(),
  seriesId: z.string().nullable(),
  ...whenShape,
  note: z.string(),
  staff: staffRefSchema.nullable(),
  /** The staff member's colour, or 808080 for 'Indifférent'. */
  color: z.string(),
  services: z.array(serviceRefSchema),
  booked: z.boolean(),
  appointmentId: z.string().nullable(),
});
export type AvailabilityDto = z.infer<typeof availabilityDtoSchema>;

export const futureAvailabilitiesSchema = z.object({
  days: z.array(z.object({ day: z.string(), availabilities: z.array(availabilityDtoSchema) })),
});
export type FutureAvailabilities = z.infer<typeof futureAvailabilitiesSchema>;

export const notificationDtoSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  runAt: z.string(),
  /** pending | running | done | failed | cancelled */
  status: z.string(),
});
export type NotificationDto = z.infer<typeof notificationDtoSchema>;

/** One client appointment as the API returns it. */
export const appointmentDtoSchema = z.object({
  id: z.string(),
  ...whenShape,
  note: z.string(),
  /** 'pro': planned by the professional; 'online': booked by a visitor ('Rendez-vous pris en ligne'). */
  source: z.enum(['pro', 'online']),
  client: z
    .object({
      id: z.string(),
      nom: z.string(),
      prenom: z.string(),
      type: z.enum(['client pro', 'client internet']),
    })
    .nullable(),
  staff: staffRefSchema.nullable(),
  color: z.string(),
  services: z.array(serviceRefSchema),
  availabilityId: z.string().nullable(),
  notifySms: z.boolean(),
  notifyMail: z.boolean(),
  notifyDaysBefore: z.number(),
  /** Reminders beyond the single one (online bookings: the salon's defaults when booked). */
  reminders: z.array(reminderRuleSchema),
  /** Answers to the questionnaires asked at booking, as the visitor gave them. */
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** Reminder jobs of this appointment, newest plan last (cancelled ones included, for the record). */
  notifications: z.array(notificationDtoSchema),
});
export type AppointmentDto = z.infer<typeof appointmentDtoSchema>;

/** Messages pushed on GET /api/v1/live to every open socket of the professional whose data changed. */
export const LIVE_EVENT_TYPES = [
  'availabilities.changed',
  'appointments.changed',
  'clients.changed',
  // A review was given, answered or reported ('LES AVIS').
  'reviews.changed',
  // Internal: a session of the professional ended (logout, password change); each instance closes the sockets
  // opened with it. Never delivered to the sockets.
  'sessions.changed',
  // Internal: jobs were planned by an instance whose own worker is off; every worker looks for due jobs.
  'jobs.due',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export interface LiveEvent {
  type: LiveEventType;
  /** ISO instant of the change. */
  at: string;
}
