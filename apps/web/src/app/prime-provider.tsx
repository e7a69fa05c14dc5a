import { PrimeReactProvider } from 'primereact/api';
import type { ComponentType } from 'react';
import './primereact-setup';

// PrimeReact's overlays (Calendar and Dropdown pop-ups, OverlayPanel, Menu) read their settings from this
// context and throw on the first page scroll without it. Its values repeat the globals set in
// primereact-setup.ts, which the components read elsewhere.
const value = { ripple: true, locale: 'fr', hideOverlaysOnDocumentScrolling: false };

/** The page wrapped in PrimeReact's provider, for the page groups that use PrimeReact (router.tsx). */
export function withPrimeProvider<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const WithPrime = (props: P) => (
    <PrimeReactProvider value={value}>
      <Page {...props} />
    </PrimeReactProvider>
  );
  WithPrime.displayName = `WithPrime(${Page.displayName ?? Page.name})`;
  return WithPrime;
}
