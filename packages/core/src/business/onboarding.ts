import { z } from 'zod';
import { hoursMessages } from '../hours/hours.messages.js';
import { servicesMessages } from '../services/services.messages.js';
import { staffMessages } from '../staff/staff.messages.js';

/** What blocks the end of the setup wizard, in the order of its steps. */
export const onboardingMessages = {
  services: servicesMessages.noService,
  hours: hoursMessages.noOpeningHours,
  staff: staffMessages.noStaff,
} as const;

/** GET /onboarding: which steps are complete, and whether the wizard can be closed. */
export const onboardingStatusSchema = z.object({
  steps: z.object({
    /** Every business detail filled in, with a profile image */
    details: z.boolean(),
    /** Optional step: always complete */
    photos: z.boolean(),
    services: z.boolean(),
    hours: z.boolean(),
    staff: z.boolean(),
  }),
  counts: z.object({ photos: z.number(), services: z.number(), staff: z.number() }),
  /** True once POST /onboarding/complete has succeeded */
  done: z.boolean(),
  /** True when services, hours and staff are all set */
  canComplete: z.boolean(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
