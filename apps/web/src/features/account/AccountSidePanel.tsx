import type { ReactNode } from 'react';
import { Sidebar } from '../../ui/Sidebar';

/** MON COMPTE's side panels (profile frame, widget preview): on the right, 520px, full width under 960px. */
export function AccountSidePanel(props: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Sidebar
      visible={props.open}
      position="right"
      onHide={props.onClose}
      className="account-panel"
      header={<h2 className="account-panel-title">{props.title}</h2>}
      blockScroll
    >
      {/* Mounted only while open: the frames load when asked for, not with the page. */}
      {props.open && props.children}
    </Sidebar>
  );
}
