// First: zod reads its jitless setting when each schema is built (see the module).
import './lib/zod-jitless';
import './app/styles/layers.css';
import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primeicons/primeicons.css';
import './app/styles/fonts.css';
import './app/styles/base.css';
import './app/styles/forms.css';
import './app/styles/theme-contrast.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
