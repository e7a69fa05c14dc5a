import { Sidebar as PrimeSidebar, type SidebarProps } from 'primereact/sidebar';
import { useCallback, useState } from 'react';

/**
 * PrimeReact's Sidebar, whose mask closes it only once it has slid in: the app's side panels and the
 * phone's menu all go through here (eslint keeps 'primereact/sidebar' out of the other files). A sliding
 * panel takes no tap (base.css), so the second tap of a quick double tap on whatever opened it (a calendar
 * cell, the menu button) falls through to the mask: without this, that tap closed the panel it had just
 * opened.
 */
export function Sidebar({ visible = false, onShow, ...props }: SidebarProps) {
  const [inPlace, setInPlace] = useState(false);
  // A Sidebar kept mounted and hidden slides in again next time: reset during render, as React advises.
  if (!visible && inPlace) setInPlace(false);
  const shown = useCallback(() => {
    setInPlace(true);
    onShow?.();
  }, [onShow]);
  return <PrimeSidebar {...props} visible={visible} onShow={shown} dismissable={inPlace} />;
}
