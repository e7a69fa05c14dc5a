import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, readableAccent, relativeLuminance } from './contrast.js';

const WIDGET_BG = '#f5f6fa';

describe('contrastRatio', () => {
  it('follows the WCAG 2.x formula', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // The figures axe-core reported on our pages (it truncates to two decimals).
    const axeFigure = (ratio: number) => Math.floor(ratio * 100) / 100;
    expect(axeFigure(contrastRatio('#ffffff', '#6366f1'))).toBe(4.46);
    expect(axeFigure(contrastRatio('#ffffff', '#22c55e'))).toBe(2.27);
    expect(axeFigure(contrastRatio('#6b7280', WIDGET_BG))).toBe(4.47);
  });
  it('does not depend on the order nor on the notation', () => {
    expect(contrastRatio('#fff', '10B981')).toBe(contrastRatio('#10b981', '#ffffff'));
  });
});

describe('readableAccent', () => {
  it('keeps a colour that already reads well', () => {
    expect(readableAccent('#4f46e5')).toBe('#4f46e5');
    expect(readableAccent('#B42318', WIDGET_BG)).toBe('#b42318');
  });

  // The showcase salon's staff colours and the old brand colour: all too light for text.
  it.each(['#6366f1', '#10b981', '#f59e0b', '#22c55e', '#ffff00', '#bababa'])(
    'darkens %s until text in it reaches 4.5:1',
    (colour) => {
      expect(contrastRatio(colour, '#ffffff')).toBeLessThan(MIN_TEXT_CONTRAST);
      const shade = readableAccent(colour);
      expect(shade).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      // Just enough: not pushed towards black.
      expect(contrastRatio(shade, '#ffffff')).toBeLessThan(5.2);
    },
  );

  it('keeps the hue, so a staff member stays recognisable', () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return Math.round((Math.atan2(Math.sqrt(3) * (g! - b!), 2 * r! - g! - b!) * 180) / Math.PI);
    };
    for (const colour of ['#10b981', '#f59e0b', '#6366f1']) {
      expect(Math.abs(hue(readableAccent(colour)) - hue(colour))).toBeLessThanOrEqual(3);
    }
  });

  it('measures against the background it is drawn on', () => {
    const onWhite = readableAccent('#10b981');
    const onGrey = readableAccent('#10b981', WIDGET_BG);
    expect(contrastRatio(onWhite, WIDGET_BG)).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio(onGrey, WIDGET_BG)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('falls back to black for what is not a colour', () => {
    expect(readableAccent('not a colour')).toBe('#000000');
  });
});
