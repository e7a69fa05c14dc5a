import { describe, expect, it } from 'vitest';
import { absoluteUrl, isShareEmail, shareLinks, shareMailto } from './share-links.js';

describe('isShareEmail', () => {
  it.each(['lea@example.fr', ' lea.martin+rdv@mail.example.co.uk ', 'a@b.io'])('accepts %s', (v) => {
    expect(isShareEmail(v)).toBe(true);
  });
  it.each([
    '',
    'lea',
    'lea@',
    'lea@example',
    '@example.fr',
    'lea martin@example.fr',
    'lea@@example.fr',
    'lea@example.',
  ])('refuses %j', (v) => {
    expect(isShareEmail(v)).toBe(false);
  });
});

describe('absoluteUrl', () => {
  it('joins the origin and a path, and keeps an absolute URL', () => {
    expect(absoluteUrl('https://rdv.example', '/rendez-vous-en-ligne/salon')).toBe(
      'https://rdv.example/rendez-vous-en-ligne/salon',
    );
    expect(absoluteUrl('https://rdv.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});

describe('shareLinks', () => {
  const url = 'https://rdv.example/rendez-vous-en-ligne/salon-lumiere?x=1&y=2';

  it('puts the encoded page address in every network link', () => {
    const links = shareLinks({ url, title: 'Salon Lumière' });
    for (const link of Object.values(links)) {
      expect(new URL(link).search).toContain(encodeURIComponent(url));
    }
    expect(new URL(links.facebook).searchParams.get('u')).toBe(url);
    expect(new URL(links.linkedin).searchParams.get('url')).toBe(url);
    expect(new URL(links.twitter).searchParams.get('text')).toBe(
      'Salon Lumière : prenez rendez-vous en ligne',
    );
  });

  it('gives Pinterest the image when there is one', () => {
    const withImage = new URL(
      shareLinks({ url, title: 'S', imageUrl: 'https://rdv.example/i.png' }).pinterest,
    );
    expect(withImage.searchParams.get('media')).toBe('https://rdv.example/i.png');
    expect(new URL(shareLinks({ url, title: 'S', imageUrl: null }).pinterest).searchParams.has('media')).toBe(
      false,
    );
  });
});

describe('shareMailto', () => {
  it('addresses the recipient with a French subject and a body holding the name and the link', () => {
    const mailto = shareMailto({
      to: ' ami@example.fr ',
      title: 'Salon Lumière',
      url: 'https://rdv.example/p?a=1&b=2',
    });
    expect(mailto.startsWith('mailto:ami%40example.fr?')).toBe(true);
    const params = new URLSearchParams(mailto.slice(mailto.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Salon Lumière : prise de rendez-vous en ligne');
    expect(params.get('body')).toContain('Je vous recommande Salon Lumière.');
    expect(params.get('body')).toContain('\nhttps://rdv.example/p?a=1&b=2\n');
    // Spaces are %20: some mail clients show a '+' literally.
    expect(mailto).not.toContain('+');
  });
});
