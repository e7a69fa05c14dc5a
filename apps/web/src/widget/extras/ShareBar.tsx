import type { PublicProfile } from '@quickrdv/core';

/** Share icons (e-mail, Pinterest, LinkedIn, Twitter, Facebook) and the 'Partager par email' dialog. */
export function ShareBar(_props: { profile: PublicProfile }) {
  return null;
}
