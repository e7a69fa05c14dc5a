import './dialog.css';
import { dialogPlacement } from '@quickrdv/core';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { hostViewportNow, requestHostScroll, useHostViewport } from '../host-messages';
import { inFrame, LAYOUT_EVENT } from '../useFrameHeight';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown under the content. */
  footer?: ReactNode;
  className?: string;
  /** Id of the element that says what the dialog is about (read with its title by screen readers). */
  describedBy?: string;
  /**
   * In a frame whose host does not say where its viewport is (an older /code.js), the page's y (CSS px) the
   * visitor last acted at: the dialog opens there, since the parent page may have scrolled the frame's top
   * out of view (a tall frame has no scroll of its own). Otherwise it opens in the host's screen.
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
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  className,
  describedBy,
  anchorY,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Where the host's screen is (null until the host says, or outside a frame): the dialog follows it.
  const screenTop = useHostViewport((viewport) => (viewport ? dialogPlacement(viewport).top : null));
  const screenMax = useHostViewport((viewport) => (viewport ? dialogPlacement(viewport).maxHeight : null));
  const openedAt = useRef<number | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    window.dispatchEvent(new Event(LAYOUT_EVENT));
  }, [open]);

  // On opening, the host scrolls to the dialog: nothing moves when its last message is current.
  useLayoutEffect(() => {
    const viewport = hostViewportNow();
    if (open && inFrame && viewport) requestHostScroll(dialogPlacement(viewport).scrollTo);
  }, [open]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || !inFrame) {
      openedAt.current = null;
      return;
    }
    if (screenTop === null || screenMax === null) {
      dialog.style.setProperty('--w-dialog-top', `${Math.max(8, (anchorY ?? 0) - ANCHOR_OFFSET)}px`);
      dialog.style.removeProperty('--w-dialog-max');
      return;
    }
    // It follows the host's screen (a visitor scrolling the page keeps it in view), but never lower than the
    // content's end once opened: the frame grows to hold a dialog, and would grow as long as the page scrolled.
    openedAt.current ??= screenTop;
    const content = document.getElementById('widget-root')?.offsetHeight ?? 0;
    const lowest = Math.max(openedAt.current, content - dialog.offsetHeight - 12);
    dialog.style.setProperty('--w-dialog-top', `${Math.min(screenTop, lowest)}px`);
    dialog.style.setProperty('--w-dialog-max', `${screenMax}px`);
  }, [open, anchorY, screenTop, screenMax]);

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
      aria-describedby={describedBy}
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
