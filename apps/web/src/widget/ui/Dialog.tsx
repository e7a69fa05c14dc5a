import './dialog.css';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { inFrame, LAYOUT_EVENT } from '../useFrameHeight';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown under the content. */
  footer?: ReactNode;
  className?: string;
  /**
   * In a frame, the page's y (CSS px) the visitor last acted at: the dialog opens there, since the parent
   * page may have scrolled the frame's top out of view (a tall frame has no scroll of its own).
   */
  anchorY?: number;
}

/** Room kept above the anchor, so the dialog's title sits just above where the visitor tapped. */
const ANCHOR_OFFSET = 120;

/**
 * A modal on the native <dialog> element: focus trapping, Escape and the top layer come from the browser, so
 * the widget needs no UI library for it. A sheet from the bottom on phones, a centred card on wider
 * screens, and a card placed where the visitor is when inside a frame.
 */
export function Dialog({ open, title, onClose, children, footer, className, anchorY }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    window.dispatchEvent(new Event(LAYOUT_EVENT));
  }, [open]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || !inFrame) return;
    const top = Math.max(8, (anchorY ?? 0) - ANCHOR_OFFSET);
    dialog.style.setProperty('--w-dialog-top', `${top}px`);
  }, [open, anchorY]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // The frame grows with the dialog when the dialog reaches below the content.
    const observer = new ResizeObserver(() => window.dispatchEvent(new Event(LAYOUT_EVENT)));
    observer.observe(dialog);
    return () => observer.disconnect();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`w-dialog ${inFrame ? 'w-dialog-framed' : ''} ${className ?? ''}`}
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
