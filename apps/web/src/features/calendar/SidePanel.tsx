import type { ReactNode } from 'react';
import { Sidebar } from '../../ui/Sidebar';

/**
 * The calendar's side panels: on the right, 520px wide, full width under 960px (panels.css). Mounted
 * while open. Panels holding a form do not close on Escape: PrimeReact lets the Escape that closes a
 * date or time picker reach the panel too, which would throw away what was typed.
 */
export function SidePanel({
  title,
  onClose,
  children,
  className,
  holdsForm = true,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  holdsForm?: boolean;
}) {
  return (
    <Sidebar
      visible
      position="right"
      onHide={onClose}
      className={className ? `cal-panel ${className}` : 'cal-panel'}
      header={<h2 className="cal-panel-title">{title}</h2>}
      blockScroll
      closeOnEscape={!holdsForm}
    >
      {children}
    </Sidebar>
  );
}
