/**
 * Share links of a professional's page (widget share bar, My Account): the networks' own share addresses, so
 * no script of theirs runs on our pages.
 */

/** A standard e-mail address: one '@', no spaces, a dot in the domain (what the 'Partager' button waits for). */
export const SHARE_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** True when the recipient typed in 'Partager par email' looks like an e-mail address. */
export const isShareEmail = (value: string): boolean => SHARE_EMAIL_PATTERN.test(value.trim());

/** An absolute address from the page's origin and a path or URL (an absolute URL stays as it is). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}

export interface ShareTarget {
  /** Absolute address of the page shared. */
  url: string;
  /** The business's name. */
  title: string;
  /** Absolute address of an image (Pinterest pins an image), when there is one. */
  imageUrl?: string | null;
}

export type ShareNetwork = 'pinterest' | 'linkedin' | 'twitter' | 'facebook';

/** The share address of each network for one page. */
export function shareLinks(t: ShareTarget): Record<ShareNetwork, string> {
  const u = encodeURIComponent(t.url);
  const text = encodeURIComponent(`${t.title} : prenez rendez-vous en ligne`);
  const media = t.imageUrl ? `&media=${encodeURIComponent(t.imageUrl)}` : '';
  return {
    pinterest: `https://pinterest.com/pin/create/button/?url=${u}${media}&description=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}

/** The mailto: address of 'Partager par email', subject and body prefilled in French. */
export function shareMailto(o: { to: string; title: string; url: string }): string {
  const subject = `${o.title} : prise de rendez-vous en ligne`;
  const body = [
    'Bonjour,',
    '',
    `Je vous recommande ${o.title}. Vous pouvez prendre rendez-vous en ligne à cette adresse :`,
    o.url,
    '',
    'À bientôt !',
  ].join('\n');
  // encodeURIComponent, not URLSearchParams: mail clients read '+' literally, not as a space.
  return `mailto:${encodeURIComponent(o.to.trim())}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
