/**
 * WCAG 2.x colour contrast. Staff and brand colours are chosen for their look; text drawn in them, or white
 * text drawn on them, must still reach 4.5:1 (WCAG 1.4.3, level AA), so such text uses a darker shade of
 * the same hue instead of the raw colour.
 */

/** WCAG AA minimum contrast for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** '#rrggbb' or 'rrggbb' (or the 3-digit forms) as 0-255 channels; black when not a colour. */
function parseHex(hex: string): Rgb {
  let digits = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(digits)) digits = [...digits].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(digits)) return [0, 0, 0];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2.x definition), from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rs
      ? ((gs - bs) / d + (gs < bs ? 6 : 0)) / 6
      : max === gs
        ? ((bs - rs) / d + 2) / 6
        : ((rs - gs) / d + 4) / 6;
  return [h, s, l];
}

function hslToRgb([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/**
 * The colour itself when text in it reaches `minRatio` against `background` (and so white text on it, when
 * the background is white or lighter), else the same hue and saturation darkened just enough: a staff
 * member's emerald stays a green, only deeper. Returns lower-case '#rrggbb'.
 */
export function readableAccent(hex: string, background = '#ffffff', minRatio = MIN_TEXT_CONTRAST): string {
  const rgb = parseHex(hex);
  if (contrastRatio(toHex(rgb), background) >= minRatio) return toHex(rgb);
  const [h, s, l] = rgbToHsl(rgb);
  // One lightness point at a time: the first shade that passes is the closest to the original.
  for (let step = Math.floor(l * 100); step >= 0; step--) {
    const shade = toHex(hslToRgb([h, s, step / 100]));
    if (contrastRatio(shade, background) >= minRatio) return shade;
  }
  return '#000000';
}
