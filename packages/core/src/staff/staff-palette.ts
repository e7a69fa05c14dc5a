/**
 * Colours given to new staff members, in order: distinct hues, each dark enough for white text at WCAG AA
 * (4.5:1), so names stay readable on the calendar's coloured appointments. The professional can still pick
 * any colour afterwards.
 */
export const STAFF_PALETTE = [
  '4f46e5', // indigo
  'db2777', // pink
  '0f766e', // teal
  'c2410c', // orange
  '7c3aed', // violet
  '15803d', // green
  '0369a1', // blue
  'be123c', // red
  'a21caf', // fuchsia
  'b45309', // amber
  '4d7c0f', // olive
  '475569', // slate
] as const;

/** The colour of the next staff member: the first palette colour nobody has yet, else round the palette. */
export function nextStaffColor(usedColors: readonly string[]): string {
  const used = new Set(usedColors.map((c) => c.toLowerCase()));
  return STAFF_PALETTE.find((c) => !used.has(c)) ?? STAFF_PALETTE[usedColors.length % STAFF_PALETTE.length]!;
}
