/**
 * The ICE servers the server hands out (STUN, TURN with a short-lived credential). On failure the call
 * still tries with none: on one network, host candidates connect.
 */
export async function fetchIceServers(path: string): Promise<RTCIceServer[]> {
  try {
    const res = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!res.ok) return [];
    const body = (await res.json()) as { iceServers?: RTCIceServer[] };
    return body.iceServers ?? [];
  } catch {
    return [];
  }
}

/** A short random id for a call (the server accepts 8 to 40 of [A-Za-z0-9_-]). */
export function newCallId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}
