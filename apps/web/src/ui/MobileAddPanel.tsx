import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { Sidebar } from './Sidebar';

/** On a phone, the add form of a list screen lives behind a floating '+' in a full-screen side panel. */
export function MobileAddPanel(props: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <>
      <Button
        className="setup-fab"
        icon="pi pi-plus"
        rounded
        aria-label={props.title}
        title={props.title}
        onClick={() => props.onOpenChange(true)}
      />
      <Sidebar
        visible={props.open}
        onHide={() => props.onOpenChange(false)}
        fullScreen
        className="setup-sidebar"
        header={<h2 className="setup-sidebar-title">{props.title}</h2>}
        blockScroll
      >
        {props.children}
      </Sidebar>
    </>
  );
}
