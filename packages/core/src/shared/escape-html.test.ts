import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it('escapes the five characters HTML gives a meaning to, each time they come, and nothing else', () => {
    expect(escapeHtml(`<a href="x?a=1&b=2" title='t'>&&</a>`)).toBe(
      '&lt;a href=&quot;x?a=1&amp;b=2&quot; title=&#39;t&#39;&gt;&amp;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('Salon Léa – coupe à 25 €, L’équipe')).toBe('Salon Léa – coupe à 25 €, L’équipe');
    expect(escapeHtml('')).toBe('');
    // The same text twice in a row: the pattern keeps no state between calls.
    expect(escapeHtml('a&b')).toBe('a&amp;b');
    expect(escapeHtml('a&b')).toBe('a&amp;b');
  });
});
