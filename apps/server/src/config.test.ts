import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'qrdv-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir };

/** The ConfigError thrown for an environment, or a failure if none is. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('configures the assistant’s model only with both its URL and its name, and names a bad URL', () => {
    expect(loadConfig(base).assistantModel).toBeNull();
    expect(
      loadConfig({ ...base, ASSISTANT_MODEL_URL: 'http://127.0.0.1:8080/v1' }).assistantModel,
    ).toBeNull();
    expect(
      loadConfig({ ...base, ASSISTANT_MODEL_URL: 'http://127.0.0.1:8080/v1/', ASSISTANT_MODEL: 'm' })
        .assistantModel,
    ).toEqual({ url: 'http://127.0.0.1:8080/v1', model: 'm', key: null, timeoutMs: 8000 });
    expect(configError({ ASSISTANT_MODEL_URL: 'not a url' }).message).toMatch(/ASSISTANT_MODEL_URL/);
  });

  it('works with no settings at all: SQLite in the data folder, a generated secret kept for restarts', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      database: { kind: 'sqlite', file: path.join(dataDir, 'quickrdv.sqlite') },
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      smtpUrl: null,
      seedDemo: true,
      loginMaxAttempts: 5,
      loginMaxAttemptsPerAccount: 50,
    });
    expect(config.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig(base).sessionSecret).toBe(config.sessionSecret);
  });

  it('reads PostgreSQL and SQLite URLs, the public URL and SMTP', () => {
    const pg = loadConfig({
      ...base,
      PORT: '8080',
      DATABASE_URL: 'postgres://user:secret@db.example:5432/quickrdv',
      PUBLIC_URL: 'https://rdv.example.fr/',
      SMTP_URL: 'smtps://user:pass@smtp.example.fr:465',
    });
    expect(pg).toMatchObject({
      port: 8080,
      database: { kind: 'postgres', url: 'postgres://user:secret@db.example:5432/quickrdv' },
      publicUrl: 'https://rdv.example.fr',
      secureCookies: true,
      smtpUrl: 'smtps://user:pass@smtp.example.fr:465',
    });
    const sqlite = loadConfig({ ...base, DATABASE_URL: `sqlite:${dataDir}/autre.sqlite` });
    expect(sqlite.database).toEqual({ kind: 'sqlite', file: path.join(dataDir, 'autre.sqlite') });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ...base, PORT: '', SMTP_URL: '' })).toMatchObject({ port: 3000, smtpUrl: null });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/quickrdv'],
    ['SMTP_URL', 'http://smtp.example.fr'],
    ['PUBLIC_URL', 'pas une url'],
    ['SESSION_SECRET', 'trop-court'],
    ['LOG_LEVEL', 'verbose'],
    ['LOGIN_MAX_ATTEMPTS', '0'],
    ['LOGIN_MAX_ATTEMPTS_PER_ACCOUNT', 'beaucoup'],
  ])('throws a ConfigError naming %s when it is %j', (variable, value) => {
    const error = configError({ [variable]: value });
    expect(error.message).toContain(`${variable}:`);
    expect(error.message).toContain(JSON.stringify(value));
  });

  it('lists every invalid variable at once', () => {
    const error = configError({ PORT: 'abc', SMTP_URL: 'ftp://x' });
    expect(error.message).toContain('PORT:');
    expect(error.message).toContain('SMTP_URL:');
  });
});
