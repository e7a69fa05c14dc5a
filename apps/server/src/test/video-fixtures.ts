import type { LiveSocket } from './live-socket.js';
import { publicSalon } from './public-salon.js';

/** The video tests' salon: public, logged in. */
export const openSalon = publicSalon;

/** A minimal SDP-looking text of about `bytes` bytes (accents and quotes included, as the fan-out must carry them). */
export function fakeSdp(type: 'offer' | 'answer', bytes = 2000): string {
  const lines = ['v=0', `o=- 1 2 IN IP4 127.0.0.1 ${type}`, 's=-'];
  for (let i = 0; Buffer.byteLength(lines.join('\r\n')) < bytes; i++)
    lines.push(`a=candidate:${i} 1 udp 2130706431 192.168.1.${i % 250} ${50000 + i} typ host "é"`);
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Proves a frame did NOT reach `socket`: a marker sent after it through the same path arrives, and the
 * frame before it did not (the bus keeps the order), with no fixed wait.
 */
export async function neverReceived(
  socket: LiveSocket,
  sendMarker: () => Promise<unknown> | void,
  markerType: string,
  unwanted: (frame: LiveSocket['messages'][number]) => boolean,
): Promise<boolean> {
  await sendMarker();
  await socket.next(markerType);
  return !socket.messages.some(unwanted);
}
