import { describe, expect, it } from 'vitest';
import { buildIcs, foldIcsLine, icsText, icsUtc } from './ics.js';

describe('buildIcs', () => {
  const ics = buildIcs({
    uid: 'abc@quickrdv',
    start: new Date('2026-10-26T08:00:00Z'),
    end: new Date('2026-10-26T09:30:00Z'),
    stamp: new Date('2026-10-01T12:34:56.789Z'),
    summary: 'Rendez-vous chez Salon Lumière',
    location: '12 rue des Lilas, 69003 Lyon',
    description: 'Coupe; brushing\nAvec Léa',
    url: 'https://example.fr/rendez-vous-en-ligne/rdv/tok',
  });

  it('is a VCALENDAR with one VEVENT in UTC, CRLF line endings', () => {
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTART:20261026T080000Z');
    expect(lines).toContain('DTEND:20261026T093000Z');
    expect(lines).toContain('DTSTAMP:20261001T123456Z');
    expect(lines).toContain('LOCATION:12 rue des Lilas\\, 69003 Lyon');
    expect(lines).toContain('DESCRIPTION:Coupe\\; brushing\\nAvec Léa');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes text and writes UTC instants', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(icsUtc(new Date('2026-01-02T03:04:05Z'))).toBe('20260102T030405Z');
  });

  it('escapes a lone CR too, so a stored name cannot add a property', () => {
    expect(icsText('a\rb\r\nc\nd')).toBe('a\\nb\\nc\\nd');
    const file = buildIcs({
      uid: 'u@q',
      start: new Date('2026-10-26T08:00:00Z'),
      end: new Date('2026-10-26T09:00:00Z'),
      stamp: new Date('2026-10-01T00:00:00Z'),
      summary: 'Salon\rATTENDEE:mailto:x@evil.example',
      location: 'Rue\u0000 des\u0007 Lilas\rORGANIZER:x',
    });
    const lines = file.split('\r\n');
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.some((l) => l.startsWith('ATTENDEE') || l.startsWith('ORGANIZER'))).toBe(false);
    expect(lines).toContain('LOCATION:Rue des Lilas\\nORGANIZER:x');
  });

  it('folds long lines at 75 octets without cutting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldIcsLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });
});
