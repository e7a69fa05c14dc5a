import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sweepReviewRequests } from './review-requests.js';

/**
 * Every REVIEW_SWEEP_MS, asks the clients of appointments that just ended for a review. Runs in each process
 * whose job worker runs; instances sharing a database never ask twice (see sweepReviewRequests).
 */
export const reviewsPlugin = fp(async (app: FastifyInstance) => {
  const everyMs = app.config.reviewSweepMs;
  if (everyMs === 0 || app.config.jobsPollMs === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = sweepReviewRequests(app.db, {
      secret: app.config.sessionSecret,
      publicUrl: app.config.publicUrl,
    })
      .then((asked) => {
        if (asked) {
          app.log.info({ asked }, 'review requests planned');
          app.jobs.wake();
        }
      })
      .catch((err) => app.log.error({ err }, 'review request sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
