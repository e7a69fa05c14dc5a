import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Popover } from '../../ui/Popover';
import { useProBase } from '../pro-space/base-context';
import { assistantStrings as t } from './assistant.strings';

/**
 * 'Ou mes disponibilités seront visibles ?': the profile page, its QR code and widget views, and the
 * directory. The menu closes 2 s after the profile page link is followed (the specification).
 */
export function WhereVisibleMenu({ onFollow }: { onFollow: () => void }) {
  const { path } = useProBase();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const close = () => setAnchor(null);
  const follow = () => {
    close();
    onFollow();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="assistant-action"
        aria-expanded={anchor !== null}
        aria-haspopup="true"
        onClick={() => setAnchor(anchor ? null : button.current)}
      >
        <i className="pi pi-eye" aria-hidden="true" />
        <span>{t.whereVisible}</span>
      </button>
      {anchor && (
        <Popover anchor={anchor} onClose={close} label={t.whereVisible} className="assistant-where">
          <Link
            to={path('pageperso')}
            onClick={() => {
              window.clearTimeout(timer.current);
              timer.current = window.setTimeout(follow, 2000);
            }}
          >
            <i className="pi pi-globe" aria-hidden="true" /> {t.where.profile}
          </Link>
          <Link to={`${path('pageperso')}?vue=qr`} onClick={follow}>
            <i className="pi pi-qrcode" aria-hidden="true" /> {t.where.qr}
          </Link>
          <Link to={`${path('pageperso')}?vue=widget`} onClick={follow}>
            <i className="pi pi-code" aria-hidden="true" /> {t.where.widget}
          </Link>
          <a href="/" target="_blank" rel="noopener" onClick={close}>
            <i className="pi pi-search" aria-hidden="true" /> {t.where.directory}
          </a>
        </Popover>
      )}
    </>
  );
}
