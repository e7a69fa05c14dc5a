import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { SlotSearchQuery } from '@quickrdv/core';

export interface CachedSlots {
  proId: string;
  /** The serialised reply, UTF-8 encoded once: sent as is. */
  body: Buffer;
  /** Weak: the gzip encoding of the same reply shares it. */
  etag: string;
  /** The body gzipped, made on the first request that accepts it. */
  gzipped(): Buffer;
  expiresAt: number;
}

/** The cache key of a /slots request: the slug and the parsed query, in a fixed order. */
export const slotsCacheKey = (slug: string, q: SlotSearchQuery) =>
  `${slug}|${q.from ?? ''}|${q.days}|${q.staffId ?? ''}|${q.serviceIds.join(',')}`;

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks) or is '*'. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => t.trim() === '*' || opaque(t.trim()) === opaque(etag));
}

/**
 * Serialised /slots replies by (professional, query), least recently used dropped beyond `maxEntries`.
 * Entries expire after `ttlMs` (now and the minimum notice move on) and are dropped at once when the
 * professional's data changes. A reply computed while a change happened is not kept: `epoch` is read before
 * loading and `set` refuses it if any invalidation came in between.
 */
export class SlotsCache {
  private readonly entries = new Map<string, CachedSlots>();
  private epochValue = 0;

  constructor(private readonly o: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  get epoch(): number {
    return this.epochValue;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The keys held, least recently used first. */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  get(key: string): CachedSlots | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  /** Keeps a reply (unless an invalidation came since `epoch`) and returns it with its ETag. */
  set(key: string, proId: string, json: string, epoch: number): CachedSlots {
    const body = Buffer.from(json);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    let gzipped: Buffer | undefined;
    const entry = {
      proId,
      body,
      etag,
      expiresAt: this.now() + this.o.ttlMs,
      gzipped: () => (gzipped ??= gzipSync(body)),
    };
    if (epoch !== this.epochValue) return entry;
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.o.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  /** Drops every reply of a professional. */
  invalidate(proId: string): void {
    this.epochValue++;
    for (const [key, entry] of this.entries) if (entry.proId === proId) this.entries.delete(key);
  }

  clear(): void {
    this.epochValue++;
    this.entries.clear();
  }

  private now(): number {
    return this.o.now ? this.o.now() : Date.now();
  }
}
