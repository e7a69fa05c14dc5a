import { createHmac } from 'node:crypto';
import type { IceServersReply } from '@quickrdv/core';
import type { IceConfig } from '../../config.js';

/**
 * coturn's `use-auth-secret` (the TURN REST API draft): the username is `<unix expiry>:<any id>` and the
 * password base64(HMAC-SHA1(static-auth-secret, username)). coturn recomputes it and refuses it after expiry,
 * so no account is ever created and a leaked credential dies by itself.
 */
export function turnCredential(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64');
}

/** The ICE servers a browser's RTCPeerConnection should use: STUN as configured, TURN with a fresh credential. */
export function iceServersFor(ice: IceConfig, o: { id: string; now: Date }): IceServersReply {
  const iceServers: IceServersReply['iceServers'] = [];
  if (ice.stunUrls.length) iceServers.push({ urls: ice.stunUrls });
  if (ice.turn) {
    const expiry = Math.floor(o.now.getTime() / 1000) + ice.turn.ttlSeconds;
    const username = `${expiry}:${o.id}`;
    iceServers.push({ urls: ice.turn.urls, username, credential: turnCredential(ice.turn.secret, username) });
  }
  return { iceServers };
}
