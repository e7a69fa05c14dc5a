import { describe, expect, it } from 'vitest';
import { iceServersFor, turnCredential } from './ice-servers.js';

describe('turnCredential', () => {
  it('is base64(HMAC-SHA1(secret, username)), as coturn computes it', () => {
    // Vector computed independently: printf '1700003600:visitor-1' | openssl dgst -sha1 -hmac <secret> -binary | base64
    expect(turnCredential('north-salon-turn-secret', '1700003600:visitor-1')).toBe(
      'HlQLgjY9LXIRfCgIknRlHVZzAnk=',
    );
  });
});

describe('iceServersFor', () => {
  const now = new Date('2023-11-14T22:13:20Z'); // unix 1700000000

  it('is empty without configuration, so a local network connects with host candidates', () => {
    expect(iceServersFor({ stunUrls: [], turn: null }, { id: 'x', now })).toEqual({ iceServers: [] });
  });

  it('gives STUN as configured and TURN with a credential that expires after the TTL', () => {
    const reply = iceServersFor(
      {
        stunUrls: ['stun:turn.example.fr:3478'],
        turn: { urls: ['turn:turn.example.fr:3478'], secret: 'north-salon-turn-secret', ttlSeconds: 3600 },
      },
      { id: 'visitor-1', now },
    );
    expect(reply.iceServers).toEqual([
      { urls: ['stun:turn.example.fr:3478'] },
      {
        urls: ['turn:turn.example.fr:3478'],
        username: '1700003600:visitor-1',
        credential: 'HlQLgjY9LXIRfCgIknRlHVZzAnk=',
      },
    ]);
  });
});
