import { profileImagePath, publicProfilePath, escapeHtml } from '@quickrdv/core';
import type { ProRow } from '../db/schema.js';

/**
 * The head of a professional's public page as the server sends it: title, description and Open Graph /
 * Twitter tags, so a link shared in a message or on a social network shows the salon (crawlers run no
 * JavaScript). A visitor's demo copy is not to be indexed.
 */
export function profileHeadTags(
  pro: Pick<
    ProRow,
    'slug' | 'nomSociete' | 'profession' | 'ville' | 'codePostal' | 'image' | 'isDemo' | 'demoExpiresAt'
  >,
  publicUrl: string,
): { title: string; tags: string } {
  const place = [pro.codePostal, pro.ville].filter(Boolean).join(' ');
  const title = `${pro.nomSociete} – Prendre rendez-vous en ligne`;
  const description = [pro.profession, place].filter(Boolean).join(' à ') || pro.nomSociete;
  const summary = `${description}. Réservez votre rendez-vous en ligne, 24 h/24, sur Quick RDV.`;
  const url = `${publicUrl}${publicProfilePath(pro.slug)}`;
  const meta: [string, string, string][] = [
    ['name', 'description', summary],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Quick RDV'],
    ['property', 'og:locale', 'fr_FR'],
    ['property', 'og:title', title],
    ['property', 'og:description', summary],
    ['property', 'og:url', url],
    ['name', 'twitter:card', pro.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', summary],
  ];
  if (pro.image) {
    const image = `${publicUrl}${profileImagePath(pro.image)}`;
    meta.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  }
  if (pro.isDemo && pro.demoExpiresAt) meta.push(['name', 'robots', 'noindex']);
  const tags = [
    ...meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
  ].join('\n    ');
  return { title, tags };
}

/** index.html with the page's own title and tags (the app's generic description is replaced). */
export function withHead(indexHtml: string, head: { title: string; tags: string }): string {
  return indexHtml
    .replace(/<meta\s+name="description"[^>]*>/s, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>\n    ${head.tags}`);
}
