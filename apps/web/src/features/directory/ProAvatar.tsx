import { imageSrcSet } from '@quickrdv/core';

/** The professional's picture, or their initials on a tinted square when they have none. Decorative. */
export function ProAvatar({ name, imageUrl, size }: { name: string; imageUrl: string | null; size: number }) {
  if (imageUrl) {
    return (
      <img
        className="pro-avatar"
        src={imageUrl}
        // The copy as wide as shown (the stored picture is up to 1600 pixels).
        srcSet={imageSrcSet(imageUrl, 480)}
        sizes={`${size}px`}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <span className="pro-avatar pro-avatar-initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}
