import './dialog.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown under the content. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog> element: focus trapping, Escape and the top layer come from the browser, so
 * the widget needs no UI library for it. Full screen on phones, centred card on wider frames.
 */
export function Dialog({ open, title, onClose, children, footer, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`w-dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      // Escape fires 'cancel': let the parent decide, so its state stays the single source of truth.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="w-dialog-box">
          <header className="w-dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="w-dialog-close" aria-label="Fermer" onClick={onClose}>
              ×
            </button>
          </header>
          <div className="w-dialog-body">{children}</div>
          {footer && <footer className="w-dialog-foot">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
