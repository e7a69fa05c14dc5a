import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'qrdv-ice-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir };

describe('ICE settings', () => {
  it('has none by default, so a local network connects with host candidates', () => {
    expect(loadConfig(base).ice).toEqual({ stunUrls: [], turn: null });
  });

  it('reads STUN and TURN lists, and offers TURN only with its secret', () => {
    const urls = 'turn:turn.example.fr:3478?transport=udp , turns:turn.example.fr:5349';
    const withSecret = loadConfig({
      ...base,
      ICE_STUN_URLS: 'stun:turn.example.fr:3478',
      TURN_URLS: urls,
      TURN_SECRET: 'a-long-enough-shared-secret',
    }).ice;
    expect(withSecret).toEqual({
      stunUrls: ['stun:turn.example.fr:3478'],
      turn: {
        urls: ['turn:turn.example.fr:3478?transport=udp', 'turns:turn.example.fr:5349'],
        secret: 'a-long-enough-shared-secret',
        ttlSeconds: 3600,
      },
    });
    expect(loadConfig({ ...base, TURN_URLS: urls }).ice.turn).toBeNull();
  });

  it('names a URL of the wrong scheme and a short secret', () => {
    expect(() => loadConfig({ ...base, ICE_STUN_URLS: 'turn:turn.example.fr' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TURN_URLS: 'https://turn.example.fr' })).toThrow(/TURN_URLS/);
    expect(() => loadConfig({ ...base, TURN_SECRET: 'short' })).toThrow(/TURN_SECRET/);
    expect(() => loadConfig({ ...base, TURN_TTL_SECONDS: '10' })).toThrow(/TURN_TTL_SECONDS/);
  });
});
