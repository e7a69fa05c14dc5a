import { createHelpIndex, parseHelpBlocks, parseHelpPage, type HelpIndex } from '@quickrdv/core/assistant';

// The help pages ship inside this chunk, read as text at build time; nothing is fetched per question.
const sources = import.meta.glob<string>('../../../../../packages/core/src/assistant/help/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The help base's search index, built once when the assistant's first question loads this chunk. */
export const helpIndex: HelpIndex = createHelpIndex(
  Object.entries(sources).map(([file, text]) => parseHelpPage(file.replace(/^.*\/|\.md$/g, ''), text)),
);

/** A page's body as blocks to draw (the Markdown parser stays in this chunk too). */
export const helpBlocks = parseHelpBlocks;
