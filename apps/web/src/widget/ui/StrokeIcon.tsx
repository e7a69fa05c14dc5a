/** A line icon drawn inline from one SVG path (the light frame loads no icon font). Decorative. */
export function StrokeIcon({ d, size, weight = 1.8 }: { d: string; size?: number; weight?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
