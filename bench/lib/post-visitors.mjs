// Load generator of bench/booking-throughput.bench.ts, run on a worker thread (its own event loop): `visitors`
// concurrent keep-alive clients each POST the next body of the list until `seconds` have passed or the
// list is used up, and report the answers per status and the latency percentiles. Plain JS: worker threads
// load it without the TypeScript loader.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { origin, requests, visitors, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: visitors });
const target = new URL(origin);

function post(path, body) {
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

let next = 0;
const latencies = [];
const statuses = {};
const deadline = performance.now() + seconds * 1000;
const started = performance.now();
async function visitor() {
  while (performance.now() < deadline && next < requests.length) {
    const [path, body] = requests[next++];
    const t0 = performance.now();
    const status = await post(path, body);
    latencies.push(performance.now() - t0);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}
await Promise.all(Array.from({ length: visitors }, visitor));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
agent.destroy();
parentPort.postMessage({
  perSecond: latencies.length / elapsed,
  p50: pct(50),
  p99: pct(99),
  statuses,
  exhausted: next >= requests.length,
});
