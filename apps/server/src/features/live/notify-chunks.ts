import { randomBytes } from 'node:crypto';

/** NOTIFY payloads must stay under 8000 bytes; a chunk's base64 part is 4/3 of this, plus a small header. */
const CHUNK_BYTES = 5600;
/** Parts of a message not completed in this time are dropped (they arrive in one transaction, so at once). */
const ASSEMBLY_TIMEOUT_MS = 10_000;

/** A chunk as sent on the channel: `"~" + id + ":" + index + ":" + count + ":" + base64`. */
const CHUNK_PATTERN = /^~([0-9a-f]{16}):(\d+):(\d+):([A-Za-z0-9+/=]*)$/;

/**
 * Splits a payload too large for one NOTIFY into chunks (base64 of its UTF-8 bytes, so no escaping can make
 * a chunk grow past the limit). Small payloads go as they are; a JSON payload never starts with '~'.
 */
export function toNotifyPayloads(payload: string): string[] {
  const bytes = Buffer.from(payload, 'utf8');
  if (bytes.length <= CHUNK_BYTES) return [payload];
  const id = randomBytes(8).toString('hex');
  const count = Math.ceil(bytes.length / CHUNK_BYTES);
  const chunks: string[] = [];
  for (let i = 0; i < count; i++) {
    const part = bytes.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES).toString('base64');
    chunks.push(`~${id}:${i}:${count}:${part}`);
  }
  return chunks;
}

/** Puts chunked payloads back together, in whatever order their parts arrive. */
export class NotifyAssembler {
  private readonly pending = new Map<
    string,
    { parts: (Buffer | undefined)[]; left: number; timer: NodeJS.Timeout }
  >();

  /** The whole payload once complete, `null` while parts are missing or for a malformed chunk. */
  accept(raw: string): string | null {
    if (!raw.startsWith('~')) return raw;
    const match = CHUNK_PATTERN.exec(raw);
    if (!match) return null;
    const [, id, indexText, countText, data] = match;
    const index = Number(indexText);
    const count = Number(countText);
    if (count < 2 || count > 1000 || index >= count) return null;
    let entry = this.pending.get(id!);
    if (!entry) {
      const timer = setTimeout(() => this.pending.delete(id!), ASSEMBLY_TIMEOUT_MS);
      timer.unref();
      entry = { parts: new Array<Buffer | undefined>(count), left: count, timer };
      this.pending.set(id!, entry);
    }
    if (entry.parts.length !== count || entry.parts[index]) return null;
    entry.parts[index] = Buffer.from(data!, 'base64');
    if (--entry.left > 0) return null;
    clearTimeout(entry.timer);
    this.pending.delete(id!);
    return Buffer.concat(entry.parts as Buffer[]).toString('utf8');
  }

  clear(): void {
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}
