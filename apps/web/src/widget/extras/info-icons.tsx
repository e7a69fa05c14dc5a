import { StrokeIcon } from '../ui/StrokeIcon';

// Stroke icons of the Informations sections (inline: the light frame loads no icon font).
const PATHS = {
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v4.5l3 2',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  contact: 'M4 6h16v12H4zm0 0 8 6 8-6',
  star: 'm12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z',
  chat: 'M4 5h16v11H9l-5 4zm4 5h8m-8-3h5',
  team: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6m1-9a3 3 0 1 0 0-6m2 15h3c0-2.8-1.8-5.2-4.3-5.8',
} as const;

export type InfoIconName = keyof typeof PATHS;

export function InfoIcon({ name }: { name: InfoIconName }) {
  return <StrokeIcon d={PATHS[name]} size={20} />;
}
