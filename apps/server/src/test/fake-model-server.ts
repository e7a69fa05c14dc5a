import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake model answers the next requests. */
export type FakeModelMode = 'ok' | 'slow' | 'error' | 'empty';

export interface FakeModel {
  url: string;
  mode: FakeModelMode;
  /** The bodies and authorization headers received, in order. */
  received: { body: { model: string; messages: { role: string; content: string }[] }; auth?: string }[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
};

/** A local OpenAI-compatible /v1/chat/completions for tests (loopback only, never the network). */
export async function startFakeModel(): Promise<FakeModel> {
  const fake: FakeModel = { url: '', mode: 'ok', received: [], close: async () => {} };
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    fake.received.push({ body: await readBody(request), auth: request.headers.authorization });
    if (fake.mode === 'error') return void response.writeHead(500).end('{"error":"boom"}');
    if (fake.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 2000));
    const content = fake.mode === 'empty' ? '' : 'Ouvrez Mon personnel puis touchez Ajouter.';
    if (response.destroyed) return;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return fake;
}
