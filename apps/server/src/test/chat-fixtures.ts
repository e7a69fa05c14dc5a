import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { connectLive, connectVisitor } from './live-socket.js';
import { signedUpPro } from './test-client.js';
import { bookableSalon } from '../features/booking/booking.fixtures.js';

/** A professional whose page is public (visitors may open a socket to it), logged in. */
export async function chatSalon(app: FastifyInstance, db: Db) {
  const me = await signedUpPro(app);
  await bookableSalon(db, me.pro.id);
  const { slug } = await db
    .selectFrom('pros')
    .select('slug')
    .where('id', '=', me.pro.id)
    .executeTakeFirstOrThrow();
  return { ...me, slug, cookie: { cookie: me.client.cookie! } };
}
export type ChatSalon = Awaited<ReturnType<typeof chatSalon>>;

/** A visitor with a fresh id, connected to the salon's page. */
export async function chatVisitor(baseUrl: string, slug: string, visitorId = randomUUID()) {
  const socket = await connectVisitor(baseUrl, slug, visitorId);
  let n = 0;
  /** Sends 'chat.send' and resolves with the stored message echoed back to this socket. */
  const say = async (content: string) => {
    const ref = `r${++n}-${randomUUID().slice(0, 8)}`;
    socket.send({ type: 'chat.send', ref, content });
    const frame = await socket.next('chat.message', 5000, (f) => f.ref === ref);
    return frame.message as {
      id: string;
      conversationId: string;
      from: string;
      html: string;
      sentAt: string;
    };
  };
  /** Sends 'chat.send' and resolves with the refusal. */
  const refused = async (content: unknown) => {
    const ref = `r${++n}`;
    socket.send({ type: 'chat.send', ref, content });
    return socket.next('live.error', 5000, (f) => f.ref === ref);
  };
  return { ...socket, visitorId, say, refused };
}

export const proSocket = (baseUrl: string, salon: ChatSalon) => connectLive(baseUrl, salon.cookie);
