import { describe, expect, it } from 'vitest';
import { profileHeadTags, withHead } from './profile-meta.js';

const pro = {
  slug: 'salon-lumiere',
  nomSociete: 'Salon "Lumière" <b>',
  profession: 'Coiffeuse',
  ville: 'Lyon',
  codePostal: '69003',
  image: 'abc',
  isDemo: 0,
  demoExpiresAt: null,
};
const INDEX = `<head><meta name="description" content="générique" /><title>Quick RDV</title></head>`;

describe('profile head tags', () => {
  it('names the salon, its trade and town, its picture and its address, HTML-escaped', () => {
    const html = withHead(INDEX, profileHeadTags(pro, 'https://rdv.example'));
    expect(html).toContain(
      '<title>Salon &quot;Lumière&quot; &lt;b&gt; – Prendre rendez-vous en ligne</title>',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://rdv.example/api/v1/uploads/profile/abc.jpg" />',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://rdv.example/rendez-vous-en-ligne/salon-lumiere" />',
    );
    expect(html).toContain('Coiffeuse à 69003 Lyon. Réservez');
    expect(html).not.toContain('générique');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('noindex');
  });

  it('keeps a visitor’s demo copy out of search engines, and does without a picture', () => {
    const { tags } = profileHeadTags(
      { ...pro, image: null, isDemo: 1, demoExpiresAt: '2030-01-01T00:00:00Z' },
      'https://x',
    );
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('og:image');
    expect(tags).toContain('content="summary"');
  });
});
