import { randomUUID } from 'node:crypto';
import { connectLive, connectVisitor } from './live-socket.js';
import { publicSalon, type PublicSalon } from './public-salon.js';

/** The chat tests' salon: public, logged in. */
export const chatSalon = publicSalon;
export type ChatSalon = PublicSalon;

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
