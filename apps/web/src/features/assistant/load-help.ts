import type { HelpBlock, HelpIndex, HelpPage } from '@quickrdv/core/assistant';

/** What the assistant's lazy chunk brings: the search index and the page body parser. */
export interface HelpKit {
  index: HelpIndex;
  blocks: (body: HelpPage['body']) => HelpBlock[];
}

let loading: Promise<HelpKit> | null = null;

/** The help kit, from its own chunk (search library and pages), fetched on the first question only. */
export function loadHelp(): Promise<HelpKit> {
  loading ??= import('./help-engine').then((m) => ({ index: m.helpIndex, blocks: m.helpBlocks }));
  // A failed download (offline) is tried again on the next question.
  loading.catch(() => (loading = null));
  return loading;
}
