import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of Vite's build manifest (`.vite/manifest.json`) read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The profile page's lazily loaded route module, as the manifest names it. */
export const PROFILE_PAGE_MODULE = 'src/features/public-profile/PublicProfilePage.tsx';
/** The home page's (landing and directory). */
export const HOME_PAGE_MODULE = 'src/features/landing/LandingPage.tsx';

/**
 * `<link>` tags that fetch a lazily loaded page's module, the chunks it imports and its CSS along with the app
 * entry, instead of after the entry has run and the router has matched the path (one round trip and one
 * download less in the chain to the first screen on a slow phone). Empty without a manifest.
 */
export function lazyPageLinks(root: string, module: string): string {
  const manifest = readManifest(root);
  if (!manifest) return '';
  const { scripts, styles } = filesOf(manifest, module, false);
  return [
    // Modules are fetched in CORS mode ('crossorigin'), as Vite's own preloads are, so these are reused.
    ...[...scripts].map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`),
    // A preload, not a stylesheet: the page's loader adds the stylesheet when it imports the module.
    ...[...styles].map((f) => `<link rel="preload" as="style" crossorigin href="/${f}" />`),
  ].join('\n    ');
}

/**
 * `<link rel="prefetch">` tags for the files of the booking frame a page embeds that `module` (the page's
 * own module) does not load already. Fetched at the lowest priority while the page's scripts run, so the
 * frame finds them in the cache when the page creates it; the frame's page itself is not prefetched (it is
 * 'no-cache': Chromium fetched it again) and carries the preload of the frame's first call (static.ts).
 */
export function framePrefetchLinks(root: string, module: string): string {
  const manifest = readManifest(root);
  if (!manifest) return '';
  const page = filesOf(manifest, module, false);
  const frame = filesOf(manifest, FRAME_ENTRY, true);
  return [...frame.scripts, ...frame.styles]
    .filter((f) => !page.scripts.has(f) && !page.styles.has(f))
    .map((f) => `<link rel="prefetch" crossorigin href="/${f}" />`)
    .join('\n    ');
}

/** The booking frame's entry in the manifest (apps/web/widget.html). */
const FRAME_ENTRY = 'widget.html';

function readManifest(root: string): Record<string, ManifestChunk> | null {
  const file = path.join(root, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : null;
}

/** A chunk's script, the chunks it imports statically (recursively) and their CSS. */
function filesOf(manifest: Record<string, ManifestChunk>, key: string, withEntries: boolean) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    // The app's entry is in index.html already.
    if (!chunk || (chunk.isEntry && !withEntries) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, styles };
}

/** The data a public page asks for first, fetched with the page itself (matched by the page's `fetch`). */
export const apiPreload = (apiPath: string) =>
  `<link rel="preload" as="fetch" crossorigin="anonymous" href="${apiPath}" />`;
