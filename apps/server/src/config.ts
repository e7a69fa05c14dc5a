import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { CHAT_RETENTION_DEFAULT_DAYS } from '@quickrdv/core';
import { z } from 'zod';

/** Every environment variable the server reads, with its safe default. Documented in README.md. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'must start with postgres://, postgresql:// or sqlite:')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Quick RDV <no-reply@quickrdv.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Login attempts per account from one client address per 15 minutes (a stranger cannot lock the owner out). */
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(5),
  /** Login attempts per account from all addresses together per 15 minutes, against a distributed attack. */
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100000).default(50),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100000).default(30),
  /** Online bookings (and moves, cancellations) one IP address may make per 10 minutes. */
  BOOKING_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100000).default(20),
  /** Demo copies one client address (an IPv6 /64) may open per hour. */
  DEMO_STARTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(10),
  /** Visitors' demo copies alive at once; at the cap, the least recently used goes for a new one. */
  DEMO_MAX_LIVE_COPIES: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** Directory searches one IP address may make per minute (typing runs one search per pause). */
  DIRECTORY_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(120),
  WEB_DIST: z.string().optional(),
  /** How often the job worker looks for due reminders, in ms; 0 turns the worker off in this process. */
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  /** How often appointments that just ended are looked for, to ask their client for a review; 0: never. */
  REVIEW_SWEEP_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** Jobs (e-mails, SMS) one worker sends at once. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  /** How long a salon whose last socket closed still counts as online for visitors (a page reload), in ms. */
  LIVE_OFFLINE_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** SMTP connections kept open and reused by this process (a pool, closed at shutdown). */
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  /** Where SMS reminders go: 'outbox' keeps them in the database, readable in the app. */
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  /** Address autocomplete service (GeoJSON, as api-adresse.data.gouv.fr); unreachable -> postal-code list. */
  ADDRESS_API_URL: z.url().default('https://api-adresse.data.gouv.fr/search/'),
  /** When set, GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`; unset, it is open. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // The assistant's optional language model: an OpenAI-compatible API (its base URL, e.g. .../v1).
  ASSISTANT_MODEL_URL: z.url().optional(),
  ASSISTANT_MODEL: z.string().min(1).max(200).optional(),
  ASSISTANT_MODEL_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  ASSISTANT_RATE_LIMIT_PER_PRO: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Minutes between two reads of a calendar imported from a web address (a durable job each time). */
  CALENDAR_IMPORT_REFRESH_MINUTES: z.coerce.number().int().min(5).max(10_080).default(30),
  /** Test only: lets calendar imports fetch from private and loopback addresses (a local test server). */
  CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS: z.enum(['true', 'false']).default('false'),
  /** Days chat messages are kept; maintenance deletes older ones. */
  CHAT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(CHAT_RETENTION_DEFAULT_DAYS),
  // Video calls' ICE servers (README 'Visio : serveur TURN (coturn)'). None by default: on one network
  // (and on localhost) host candidates connect; across NATs a STUN and, for 8-22 % of calls, a TURN relay.
  /** Comma-separated STUN URLs, e.g. 'stun:turn.example.fr:3478'. */
  ICE_STUN_URLS: z
    .string()
    .max(2000)
    .regex(/^\s*stuns?:[^,\s]+(\s*,\s*stuns?:[^,\s]+)*\s*$/, 'must be a comma list of stun: URLs')
    .optional(),
  /** Comma-separated TURN URLs, e.g. 'turn:turn.example.fr:3478?transport=udp,turns:turn.example.fr:5349'. */
  TURN_URLS: z
    .string()
    .max(2000)
    .regex(/^\s*turns?:[^,\s]+(\s*,\s*turns?:[^,\s]+)*\s*$/, 'must be a comma list of turn: URLs')
    .optional(),
  /** coturn's static-auth-secret (use-auth-secret): the server mints short-lived credentials from it. */
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How long a minted TURN credential stays valid, in seconds. */
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  publicUrl: string;
  secureCookies: boolean;
  sessionSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: string;
  seedDemo: boolean;
  trustProxy: boolean;
  loginMaxAttempts: number;
  loginMaxAttemptsPerAccount: number;
  authRateLimitPerIp: number;
  bookingRateLimitPerIp: number;
  demoStartsPerIpPerHour: number;
  demoMaxLiveCopies: number;
  directoryRateLimitPerIp: number;
  webDist: string | null;
  jobsPollMs: number;
  reviewSweepMs: number;
  jobsConcurrency: number;
  liveOfflineGraceMs: number;
  smtpMaxConnections: number;
  smsProvider: 'outbox';
  addressApiUrl: string;
  metricsToken: string | null;
  /** Null unless both ASSISTANT_MODEL_URL and ASSISTANT_MODEL are set: the assistant then answers alone. */
  assistantModel: AssistantModelConfig | null;
  assistantRateLimitPerPro: number;
  calendarImportRefreshMinutes: number;
  calendarImportAllowPrivateHosts: boolean;
  chatRetentionDays: number;
  ice: IceConfig;
}

/** Where the browsers' RTCPeerConnections find STUN and TURN servers. */
export interface IceConfig {
  stunUrls: string[];
  /** Null unless both TURN_URLS and TURN_SECRET are set. */
  turn: { urls: string[]; secret: string; ttlSeconds: number } | null;
}

const urlList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

export interface AssistantModelConfig {
  /** Base URL of an OpenAI-compatible API; `/chat/completions` is appended. */
  url: string;
  model: string;
  key: string | null;
  timeoutMs: number;
}

export class ConfigError extends Error {}

/** Reads the environment; throws ConfigError naming the variable when a value is invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: parseDatabaseUrl(e.DATABASE_URL, dataDir),
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    loginMaxAttemptsPerAccount: e.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
    authRateLimitPerIp: e.AUTH_RATE_LIMIT_PER_IP,
    bookingRateLimitPerIp: e.BOOKING_RATE_LIMIT_PER_IP,
    demoStartsPerIpPerHour: e.DEMO_STARTS_PER_IP_PER_HOUR,
    demoMaxLiveCopies: e.DEMO_MAX_LIVE_COPIES,
    directoryRateLimitPerIp: e.DIRECTORY_RATE_LIMIT_PER_IP,
    webDist: e.WEB_DIST ?? null,
    jobsPollMs: e.JOBS_POLL_MS,
    reviewSweepMs: e.REVIEW_SWEEP_MS,
    jobsConcurrency: e.JOBS_CONCURRENCY,
    liveOfflineGraceMs: e.LIVE_OFFLINE_GRACE_MS,
    smtpMaxConnections: e.SMTP_MAX_CONNECTIONS,
    smsProvider: e.SMS_PROVIDER,
    addressApiUrl: e.ADDRESS_API_URL,
    metricsToken: e.METRICS_TOKEN ?? null,
    assistantModel:
      e.ASSISTANT_MODEL_URL && e.ASSISTANT_MODEL
        ? {
            url: e.ASSISTANT_MODEL_URL.replace(/\/$/, ''),
            model: e.ASSISTANT_MODEL,
            key: e.ASSISTANT_MODEL_KEY ?? null,
            timeoutMs: e.ASSISTANT_MODEL_TIMEOUT_MS,
          }
        : null,
    assistantRateLimitPerPro: e.ASSISTANT_RATE_LIMIT_PER_PRO,
    calendarImportRefreshMinutes: e.CALENDAR_IMPORT_REFRESH_MINUTES,
    calendarImportAllowPrivateHosts: e.CALENDAR_IMPORT_ALLOW_PRIVATE_HOSTS === 'true',
    chatRetentionDays: e.CHAT_RETENTION_DAYS,
    ice: {
      stunUrls: urlList(e.ICE_STUN_URLS),
      turn:
        e.TURN_URLS && e.TURN_SECRET
          ? { urls: urlList(e.TURN_URLS), secret: e.TURN_SECRET, ttlSeconds: e.TURN_TTL_SECONDS }
          : null,
    },
  };
}

function parseDatabaseUrl(url: string | undefined, dataDir: string): Config['database'] {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url && url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  return { kind: 'sqlite', file: path.join(dataDir, 'quickrdv.sqlite') };
}

/** A secret generated once and kept in the data folder, so sessions survive restarts without setup. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
