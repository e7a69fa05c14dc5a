import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import {
  CALENDAR_IMPORT_MAX_BYTES,
  CALENDAR_IMPORT_MAX_REDIRECTS,
  CALENDAR_IMPORT_TIMEOUT_MS,
  calendarSyncMessages as m,
} from '@quickrdv/core';
import { isBlockedAddress } from './blocked-addresses.js';

/** Why a calendar's address could not be read, in French (shown to the professional). */
export class CalendarFetchError extends Error {}

export interface SafeFetchOptions {
  /** Test only (CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS): loopback and private addresses are allowed. */
  allowPrivate: boolean;
  /** Tests only: these exact addresses are allowed (a redirecting server on 127.0.0.2), no other. */
  allowAddresses?: ReadonlySet<string>;
  maxBytes?: number;
  timeoutMs?: number;
}

class BlockedHost extends Error {}

/** `webcal://` is https; anything but http(s) is refused. */
export function normaliseCalendarUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcal:\/\//i, 'https://'));
  } catch {
    throw new CalendarFetchError(m.urlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CalendarFetchError(m.urlInvalid);
  if (url.username || url.password) throw new CalendarFetchError(m.urlInvalid);
  return url;
}

/**
 * DNS resolution that refuses private addresses. It is the agent's own `lookup`, so the address checked
 * is the one the socket connects to: a name that resolves to a public address for a pre-check and to
 * 127.0.0.1 for the connection (DNS rebinding) is refused all the same.
 */
type Options = SafeFetchOptions & { maxBytes: number; timeoutMs: number };

const refused = (o: Options, address: string) =>
  !o.allowPrivate && !o.allowAddresses?.has(address.replace(/^\[|\]$/g, '')) && isBlockedAddress(address);

function safeLookup(o: Options): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const allowed = addresses.filter((a) => !refused(o, a.address));
      if (!allowed.length) return callback(new BlockedHost(hostname), '', 0);
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

function get(url: URL, o: Options, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is connected to without any lookup: checked here.
  if (isIP(host) && refused(o, host)) return Promise.reject(new BlockedHost(host));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: safeLookup(o),
        signal,
        agent: false,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'QuickRDV-Calendar-Import/1.0' },
      },
      resolve,
    );
    // Belt and braces: the address actually connected to, whatever resolved it.
    request.on('socket', (socket: Socket) =>
      socket.once('connect', () => {
        if (socket.remoteAddress && refused(o, socket.remoteAddress))
          request.destroy(new BlockedHost(socket.remoteAddress));
      }),
    );
    request.on('error', reject);
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) {
    response.destroy();
    throw new CalendarFetchError(m.tooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new CalendarFetchError(m.tooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function fetchError(error: unknown, signal: AbortSignal): CalendarFetchError {
  if (error instanceof CalendarFetchError) return error;
  if (error instanceof BlockedHost) return new CalendarFetchError(m.hostRefused);
  if (signal.aborted) return new CalendarFetchError(m.timeout);
  const code = (error as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new CalendarFetchError(m.hostUnknown);
  return new CalendarFetchError(m.unreachable);
}

/**
 * Reads a calendar's web address safely: http(s) only, no private or local address (checked on the
 * connected socket), at most 3 redirects each checked again, 5 MB and 10 seconds at most in all.
 * Throws CalendarFetchError with a French message.
 */
export async function fetchCalendarText(raw: string, options: SafeFetchOptions): Promise<string> {
  const o: Options = {
    maxBytes: CALENDAR_IMPORT_MAX_BYTES,
    timeoutMs: CALENDAR_IMPORT_TIMEOUT_MS,
    ...options,
  };
  const signal = AbortSignal.timeout(o.timeoutMs);
  let url = normaliseCalendarUrl(raw);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, o, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects === CALENDAR_IMPORT_MAX_REDIRECTS) throw new CalendarFetchError(m.tooManyRedirects);
        url = normaliseCalendarUrl(new URL(response.headers.location, url).toString());
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new CalendarFetchError(m.httpError(status));
      }
      return (await readBody(response, o.maxBytes)).toString('utf8');
    }
  } catch (error) {
    throw fetchError(error, signal);
  }
}
