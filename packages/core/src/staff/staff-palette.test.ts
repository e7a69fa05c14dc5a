import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../shared/contrast.js';
import { nextStaffColor, STAFF_PALETTE } from './staff-palette.js';

describe('staff palette', () => {
  it('has distinct colours, each readable with white text', () => {
    expect(new Set(STAFF_PALETTE).size).toBe(STAFF_PALETTE.length);
    for (const color of STAFF_PALETTE)
      expect(contrastRatio(`#${color}`, '#ffffff'), color).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('gives the first colour nobody has, whatever the case', () => {
    expect(nextStaffColor([])).toBe('4f46e5');
    expect(nextStaffColor(['4F46E5'])).toBe('db2777');
    expect(nextStaffColor(['4f46e5', '0f766e'])).toBe('db2777');
    // A colour picked by hand outside the palette takes no palette slot.
    expect(nextStaffColor(['123456'])).toBe('4f46e5');
  });

  it('goes round the palette once every colour is taken', () => {
    expect(nextStaffColor([...STAFF_PALETTE])).toBe(STAFF_PALETTE[0]);
    expect(nextStaffColor([...STAFF_PALETTE, 'ffffff'])).toBe(STAFF_PALETTE[1]);
  });
});
