import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './features/account/account.routes.js';
import { qrCodeRoutes } from './features/short-links/qr-code.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { demoRoutes } from './features/demo/demo.routes.js';
import { addressRoutes } from './features/address/address.routes.js';
import { businessRoutes } from './features/business/business.routes.js';
import { hoursRoutes } from './features/hours/hours.routes.js';
import { onboardingRoutes } from './features/onboarding/onboarding.routes.js';
import { photosRoutes } from './features/photos/photos.routes.js';
import { servicesRoutes } from './features/services/services.routes.js';
import { staffRoutes } from './features/staff/staff.routes.js';
import { uploadsRoutes } from './uploads/uploads.routes.js';
import { appointmentsRoutes } from './features/appointments/appointments.routes.js';
import { availabilitiesRoutes } from './features/availabilities/availabilities.routes.js';
import { clientsRoutes } from './features/clients/clients.routes.js';
import { visitorLiveRoutes } from './features/live/visitor-live.routes.js';
import { liveRoutes } from './features/live/live.routes.js';
import { outboxRoutes } from './features/outbox/outbox.routes.js';
import { publicProfileRoutes } from './features/public-profile/public-profile.routes.js';
import { bookingRoutes } from './features/booking/booking.routes.js';
import { directoryRoutes } from './features/directory/directory.routes.js';
import { reviewsRoutes } from './features/reviews/reviews.routes.js';
import { publicReviewsRoutes } from './features/reviews/public-reviews.routes.js';
import { questionnairesRoutes } from './features/questionnaires/questionnaires.routes.js';
import { reminderSettingsRoutes } from './features/notifications/reminder-settings.routes.js';
import { pageEditorRoutes } from './features/page-editor/page-editor.routes.js';
import { bookingNoticeRoutes } from './features/booking-notice/booking-notice.routes.js';
import { assistantRoutes } from './features/assistant/assistant.routes.js';
import { calendarImportRoutes, calendarSyncRoutes } from './features/calendar-sync/calendar-sync.routes.js';
import { calendarImportFileRoutes } from './features/calendar-sync/calendar-import-file.routes.js';
import { calendarFeedRoutes } from './features/calendar-sync/calendar-feed.routes.js';
import { chatRoutes } from './features/chat/chat.routes.js';
import { publicChatRoutes } from './features/chat/chat-public.routes.js';
import { videoRoutes } from './features/video/video.routes.js';
import { publicVideoRoutes } from './features/video/public-video.routes.js';
import { roomLiveRoutes } from './features/video/room-live.routes.js';
import { videoFrames } from './features/video/video-frames.plugin.js';

/** Every feature's routes under /api/v1, one line per feature. */
export async function apiV1(v1: FastifyInstance): Promise<void> {
  await v1.register(authRoutes, {
    prefix: '/auth',
    loginMaxAttempts: v1.config.loginMaxAttempts,
    loginMaxAttemptsPerAccount: v1.config.loginMaxAttemptsPerAccount,
    loginPerIpPer15Min: v1.config.authRateLimitPerIp,
  });
  await v1.register(accountRoutes, { prefix: '/account' });
  await v1.register(qrCodeRoutes, { prefix: '/account/qr-code' });
  await v1.register(demoRoutes, { prefix: '/demo' });
  await v1.register(businessRoutes);
  await v1.register(addressRoutes);
  await v1.register(photosRoutes);
  await v1.register(uploadsRoutes, { prefix: '/uploads' });
  await v1.register(hoursRoutes);
  await v1.register(servicesRoutes);
  await v1.register(staffRoutes);
  await v1.register(onboardingRoutes);
  await v1.register(availabilitiesRoutes, { prefix: '/availabilities' });
  await v1.register(bookingNoticeRoutes);
  await v1.register(reminderSettingsRoutes);
  await v1.register(questionnairesRoutes);
  await v1.register(pageEditorRoutes);
  await v1.register(appointmentsRoutes, { prefix: '/appointments' });
  await v1.register(clientsRoutes, { prefix: '/clients' });
  await v1.register(calendarSyncRoutes, { prefix: '/calendar-sync' });
  await v1.register(calendarImportRoutes, { prefix: '/calendar-sync' });
  await v1.register(calendarImportFileRoutes, { prefix: '/calendar-sync' });
  await v1.register(calendarFeedRoutes, { prefix: '/public' });
  await v1.register(outboxRoutes, { prefix: '/outbox' });
  await v1.register(liveRoutes, { prefix: '/live' });
  await v1.register(visitorLiveRoutes, { prefix: '/public' });
  await v1.register(chatRoutes, { prefix: '/chat' });
  await v1.register(publicChatRoutes, { prefix: '/public' });
  await v1.register(videoFrames);
  await v1.register(videoRoutes, { prefix: '/video' });
  await v1.register(publicVideoRoutes, { prefix: '/public' });
  await v1.register(roomLiveRoutes, { prefix: '/public' });
  await v1.register(reviewsRoutes, { prefix: '/reviews' });
  await v1.register(assistantRoutes, {
    prefix: '/assistant',
    perProPerMinute: v1.config.assistantRateLimitPerPro,
  });
  await v1.register(publicProfileRoutes, { prefix: '/public' });
  await v1.register(publicReviewsRoutes, { prefix: '/public' });
  await v1.register(bookingRoutes, { prefix: '/public', perIpPer10Min: v1.config.bookingRateLimitPerIp });
  await v1.register(directoryRoutes, {
    prefix: '/public',
    perIpPerMinute: v1.config.directoryRateLimitPerIp,
  });
}
