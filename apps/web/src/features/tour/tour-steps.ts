import type { DriveStep, DriverHook } from 'driver.js';
import { tourStrings as t } from './tour.strings';

const DRAWER = '.pro-sidebar';
const MENU_BUTTON = '.pro-menu-button';
// The drawer's slide; a step inside it is shown once it has stopped moving.
const DRAWER_MOTION_MS = 450;

/** The navigation entry of a screen: in the left column on a desktop, in the drawer on a phone. */
const navLink = (phone: boolean, screen: string) =>
  `${phone ? DRAWER : '.pro-sidenav'} a.pro-nav-link[href$="/${screen}"]`;

const drawerOpen = () => document.querySelector(DRAWER) !== null;

/** Opens (true) or closes the phone's navigation drawer, then calls `then` once it is still. */
export function setDrawer(open: boolean, then: () => void): void {
  if (open === drawerOpen()) return then();
  if (open) document.querySelector<HTMLElement>(MENU_BUTTON)?.click();
  else document.querySelector<HTMLElement>(`${DRAWER} .p-sidebar-close`)?.click();
  window.setTimeout(then, DRAWER_MOTION_MS);
}

/** Moving to a step: the drawer first opened or closed as that step needs (phones). */
const move =
  (direction: 'next' | 'previous', steps: DriveStep[]): DriverHook =>
  (_element, _step, { driver, index }) => {
    const target = steps[(index ?? 0) + (direction === 'next' ? 1 : -1)];
    const go = () => (direction === 'next' ? driver.moveNext() : driver.movePrevious());
    if (!target) return driver.destroy();
    setDrawer(target.data?.drawer === true, go);
  };

/**
 * The tour: the navigation, then the screens to fill first (hours, services, staff, availabilities, page and
 * widget), the home and the assistant. On a phone the navigation is in a drawer: the tour opens it for the
 * screens' steps and closes it for the others.
 */
export function tourSteps(phone: boolean): DriveStep[] {
  const screen = (name: string, text: { title: string; text: string }): DriveStep => ({
    element: navLink(phone, name),
    popover: { title: text.title, description: text.text, side: phone ? 'bottom' : 'right', align: 'start' },
    data: { drawer: phone },
  });
  const steps: DriveStep[] = [
    { popover: { title: t.welcome.title, description: t.welcome.text } },
    {
      element: phone ? MENU_BUTTON : '.pro-sidenav nav',
      popover: phone
        ? { title: t.menuPhone.title, description: t.menuPhone.text, side: 'bottom', align: 'start' }
        : { title: t.menu.title, description: t.menu.text, side: 'right', align: 'start' },
    },
    screen('horaires', t.hours),
    screen('prestations', t.services),
    screen('monpersonnel', t.staff),
    screen('calendrierclient', t.calendar),
    screen('pageperso', t.page),
    screen('accueil', t.home),
    {
      element: '.assistant-dock',
      popover: { title: t.assistant.title, description: t.assistant.text, side: 'top', align: 'start' },
    },
  ];
  if (!phone) return steps;
  const next = move('next', steps);
  const previous = move('previous', steps);
  return steps.map((step) => ({
    ...step,
    popover: { ...step.popover, onNextClick: next, onPrevClick: previous },
  }));
}
