import PrimeReact from 'primereact/api';
import { setPrimeReactFrench } from './primereact-locale';

// Loaded beside each page group built with PrimeReact (router.tsx), never in the first download: the
// public pages do without it. PrimeReact's components read these globals when no provider is given.
setPrimeReactFrench();
PrimeReact.ripple = true;
