/** Up to two initials of a business name, shown when it has no picture ('Salon Lumière' -> 'SL'). */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
