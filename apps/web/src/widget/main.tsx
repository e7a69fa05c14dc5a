import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WidgetApp } from './WidgetApp';

// The booking frame is its own light entry (no router, no PrimeReact, no validation library): it is what a
// visitor opens on a phone, often inside a professional's site, and must load fast.
createRoot(document.getElementById('widget-root')!).render(
  <StrictMode>
    <WidgetApp />
  </StrictMode>,
);
