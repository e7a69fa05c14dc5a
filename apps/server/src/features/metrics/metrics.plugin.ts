import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { countJobsByStatus } from '../../jobs/jobs.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/**
 * Prometheus metrics of this instance: HTTP requests by route and status with their latency, the job queue
 * (read from the shared table at scrape time, so every instance reports the same queue) and the open live
 * sockets. One registry per app, so test apps in one process do not share counters.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'quickrdv_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'quickrdv_http_request_duration_seconds',
    help: 'HTTP request latency, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'quickrdv_jobs',
    help: 'Durable jobs in the shared queue, by status (pending is the queue depth, failed the failures)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { status, count } of await countJobsByStatus(app.db)) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'quickrdv_live_sockets',
    help: 'Open live-update WebSocket connections on this instance',
    registers: [registry],
    collect() {
      this.set(app.liveHub.total());
    },
  });

  app.decorate('metrics', registry);
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, never the raw URL: ids and tokens would make one series per request.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
});
