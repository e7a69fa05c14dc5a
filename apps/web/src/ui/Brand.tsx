import { Link } from 'react-router';
import { uiStrings } from './ui.strings';

/** The product's name and mark, linking to `to`. */
export function Brand({
  to = '/',
  inverted = false,
  onClick,
}: {
  to?: string;
  inverted?: boolean;
  onClick?: () => void;
}) {
  return (
    <Link
      to={to}
      className={inverted ? 'brand brand-inverted' : 'brand'}
      aria-label={uiStrings.homeLinkLabel}
      onClick={onClick}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span>{uiStrings.appName}</span>
    </Link>
  );
}
