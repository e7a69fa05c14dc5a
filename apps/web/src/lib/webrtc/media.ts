import { VIDEO_IDEAL_HEIGHT, VIDEO_IDEAL_WIDTH } from '@quickrdv/core';

/** Which camera: 'user' is the front one ('Frontale'), 'environment' the rear one ('Arrière'). */
export type Facing = 'user' | 'environment';

/** Why the camera or the microphone could not be opened. */
export type MediaFailure = 'denied' | 'absent' | 'busy' | 'insecure' | 'other';

/** Camera and microphone, 1280x720 ideally (spec), on the chosen side. */
export function openCamera(facing: Facing = 'user'): Promise<MediaStream> {
  // Absent outside a secure context (a LAN address over http): the browser hides the API altogether.
  if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new DOMException('', 'InsecureContext'));
  return navigator.mediaDevices.getUserMedia({
    video: { width: { ideal: VIDEO_IDEAL_WIDTH }, height: { ideal: VIDEO_IDEAL_HEIGHT }, facingMode: facing },
    audio: true,
  });
}

/** A new video track from the other camera (the room's 'Frontale' / 'Arrière' switch). */
export async function openVideoOnly(facing: Facing): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { width: { ideal: VIDEO_IDEAL_WIDTH }, height: { ideal: VIDEO_IDEAL_HEIGHT }, facingMode: facing },
  });
  return stream.getVideoTracks()[0]!;
}

/** Stops every track: the camera light goes off. */
export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export function mediaFailure(error: unknown): MediaFailure {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'absent';
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return 'busy';
  if (name === 'InsecureContext') return 'insecure';
  return 'other';
}

/**
 * What a visitor or a guest reads when their camera or microphone cannot be opened. The old system only
 * logged the failure and showed nothing: the visitor waited for a call that had never started.
 */
export const mediaFailureMessages: Record<MediaFailure, string> = {
  denied:
    'Accès à la caméra ou au micro refusé. Autorisez-les dans les réglages de votre navigateur (icône à gauche de l’adresse), puis réessayez.',
  absent: 'Aucune caméra ou aucun micro n’a été trouvé sur cet appareil.',
  busy: 'La caméra ou le micro est déjà utilisé par une autre application. Fermez-la, puis réessayez.',
  insecure: 'La visio demande une connexion sécurisée (adresse en https).',
  other: 'Impossible d’ouvrir la caméra ou le micro. Réessayez.',
};

/** The professional's alert (spec) when access is refused; the other failures say what happened. */
export const proMediaFailureMessage = (failure: MediaFailure) =>
  failure === 'denied'
    ? 'Accès caméra/micro refusé. Vérifiez les autorisations !'
    : mediaFailureMessages[failure];
