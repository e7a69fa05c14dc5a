import type { ButtonHTMLAttributes } from 'react';

/**
 * A button drawn like PrimeReact's (the theme's own classes, so it looks the same) without its code: for
 * the screens the public pages share (loading, errors), which must not download PrimeReact.
 */
export function PlainButton({
  label,
  icon,
  outlined = false,
  className = '',
  ...rest
}: { label: string; icon?: string; outlined?: boolean } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children'
>) {
  const classes = ['p-button', 'p-component', outlined ? 'p-button-outlined' : '', className];
  return (
    <button type="button" className={classes.filter(Boolean).join(' ')} {...rest}>
      {icon && <span className={`p-button-icon p-c p-button-icon-left ${icon}`} aria-hidden="true" />}
      <span className="p-button-label p-c">{label}</span>
    </button>
  );
}
