import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { SlotSearchQuery } from '@quickrdv/core';

const gzipAsync = promisify(gzip);

/** One serialised /slots reply in every encoding it is sent in, made once when the cache is filled. */
export interface EncodedReply {
  /** The JSON, UTF-8 encoded: sent to clients that accept no compression. */
  identity: Buffer;
  /** The same bytes gzipped (what browsers get). */
  gzip: Buffer;
  /** Weak, so the encodings share it (RFC 9110: same content, different bytes). */
  etag: string;
}

export interface CachedSlots extends EncodedReply {
  proId: string;
  expiresAt: number;
}

/**
 * Serialises nothing, encodes everything: the ETag and the gzip form of a reply, compressed on libuv's
 * thread pool so a cache fill never holds the event loop (8 weeks: 670 KiB of JSON, about 7 ms to gzip).
 * No brotli: the slot ids (random UUIDs) dominate the entropy, and brotli only beats gzip here from quality
 * 10 up (8 weeks: 97 KB against 117 KB, but 0.5 s to 1.5 s of CPU per fill; quality 6: 118 KB, no gain).
 */
export async function encodeReply(json: string): Promise<EncodedReply> {
  const identity = Buffer.from(json);
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { identity, gzip: await gzipAsync(identity), etag };
}

/** Answers for the Accept-Encoding values seen: browsers send a handful of them, each request parsed them again. */
const gzipAnswers = new Map<string, boolean>();
const MAX_REMEMBERED_HEADERS = 64;

/** The encoding to send for an Accept-Encoding header: gzip when the client accepts it (q > 0), else identity. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let answer = gzipAnswers.get(value);
  if (answer === undefined) {
    // Any client may send any value: the memory starts over rather than grow.
    if (gzipAnswers.size >= MAX_REMEMBERED_HEADERS) gzipAnswers.clear();
    gzipAnswers.set(value, (answer = parseAcceptsGzip(value)));
  }
  return answer;
}

function parseAcceptsGzip(value: string): boolean {
  let gzipQ: number | undefined;
  let anyQ: number | undefined;
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name === 'gzip' || name === 'x-gzip') gzipQ = Number.isNaN(q) ? 0 : q;
    else if (name === '*') anyQ = Number.isNaN(q) ? 0 : q;
  }
  return (gzipQ ?? anyQ ?? 0) > 0;
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
 * Encoded /slots replies by (professional, query), least recently used dropped beyond `maxEntries`.
 * Entries expire after `ttlMs` (now and the minimum notice move on) and are dropped at once when the
 * professional's data changes. A reply computed while a change happened is not kept: `epoch` is read before
 * loading and `set` refuses it if any invalidation came in between.
 */
export class SlotsCache {
  private readonly entries = new Map<string, CachedSlots>();
  /** Fills under way: concurrent misses of one key wait for the same computation (50 visitors, one query). */
  private readonly filling = new Map<string, Promise<CachedSlots>>();
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

  /**
   * The cached reply of `key`, or the one `compute` makes (serialised and encoded once, kept unless an
   * invalidation came meanwhile). Misses of one key while a fill is under way share it; an invalidation
   * detaches the fills under way, so a request arriving after it never gets a reply computed before it.
   */
  async load(
    key: string,
    /** `until` (ms) ends the entry sooner than the TTL: a demo copy's replies die with the copy. */
    compute: () => Promise<{ proId: string; json: string; until?: number }>,
  ): Promise<CachedSlots> {
    const hit = this.get(key);
    if (hit) return hit;
    const pending = this.filling.get(key);
    if (pending) return pending;
    const epoch = this.epochValue;
    const fill = (async () => {
      const { proId, json, until } = await compute();
      return this.set(key, proId, await encodeReply(json), epoch, until);
    })().finally(() => {
      if (this.filling.get(key) === fill) this.filling.delete(key);
    });
    this.filling.set(key, fill);
    return fill;
  }

  /** Keeps an encoded reply (unless an invalidation came since `epoch`) and returns it. */
  set(key: string, proId: string, reply: EncodedReply, epoch: number, until = Infinity): CachedSlots {
    const entry = { ...reply, proId, expiresAt: Math.min(this.now() + this.o.ttlMs, until) };
    if (epoch !== this.epochValue) return entry;
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.o.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }

  /** Drops every reply of a professional (their encoded forms with them). */
  invalidate(proId: string): void {
    this.epochValue++;
    this.filling.clear();
    for (const [key, entry] of this.entries) if (entry.proId === proId) this.entries.delete(key);
  }

  clear(): void {
    this.epochValue++;
    this.filling.clear();
    this.entries.clear();
  }

  private now(): number {
    return this.o.now ? this.o.now() : Date.now();
  }
}
