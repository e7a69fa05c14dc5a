import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './popover.css';

/**
 * A small drop-down anchored under a button: closes on a click outside, Escape (focus goes back to the
 * button), a scroll of the page or a resize. Lighter than PrimeReact's OverlayPanel, and kept on screen.
 */
export function Popover({
  anchor,
  onClose,
  label,
  className,
  children,
}: {
  anchor: HTMLElement;
  onClose: () => void;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const a = anchor.getBoundingClientRect();
    const width = element.offsetWidth;
    const height = element.offsetHeight;
    const margin = 8;
    // Under the button, right-aligned with it, kept on screen; above it when there is no room below.
    const left = Math.max(margin, Math.min(a.right - width, window.innerWidth - width - margin));
    const below = a.bottom + 4;
    const top =
      below + height > window.innerHeight - margin && a.top - height - 4 > margin
        ? a.top - height - 4
        : below;
    setPosition({ top, left });
    (element.querySelector<HTMLElement>('a, button') ?? element).focus();
  }, [anchor]);

  useEffect(() => {
    const dismiss = () => close.current();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!box.current?.contains(target) && !anchor.contains(target)) dismiss();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      dismiss();
      anchor.focus();
    };
    // A scroll inside the drop-down keeps it; the page's (its target is the document or window) closes it.
    const scrolled = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node) || !box.current?.contains(target)) dismiss();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    window.addEventListener('scroll', scrolled, true);
    window.addEventListener('resize', dismiss);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
      window.removeEventListener('scroll', scrolled, true);
      window.removeEventListener('resize', dismiss);
    };
  }, [anchor]);

  return createPortal(
    <div
      ref={box}
      role="dialog"
      tabIndex={-1}
      aria-label={label}
      className={className ? `popover ${className}` : 'popover'}
      style={
        position ? { top: position.top, left: position.left } : { visibility: 'hidden', top: 0, left: 0 }
      }
    >
      {children}
    </div>,
    document.body,
  );
}
