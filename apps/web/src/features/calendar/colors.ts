/** Colours come from the API as 6 hex digits without '#'. */
export const cssColor = (hex: string) => `#${hex}`;

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The colour at a given opacity, for tinted backgrounds. */
export function tint(hex: string, alpha: number): string {
  const [r, g, b] = channels(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Dark text on light colours, white on dark ones (the specification's luminance threshold of 186). */
export function textOn(hex: string): string {
  const [r, g, b] = channels(hex);
  return r * 0.299 + g * 0.587 + b * 0.114 > 186 ? '#1e2233' : '#ffffff';
}
