import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createHelpIndex, parseHelpPage, type HelpIndex } from '@quickrdv/core/assistant';

// The help pages live with the core's assistant code; the same folder holds them from src/ and from dist/.
const HELP_DIR = fileURLToPath(new URL('../../../../../packages/core/src/assistant/help/', import.meta.url));

let index: HelpIndex | null = null;

/** The help base's search index, read from its Markdown pages on first use. */
export function helpBase(): HelpIndex {
  index ??= createHelpIndex(
    readdirSync(HELP_DIR)
      .filter((file) => file.endsWith('.md'))
      .map((file) => parseHelpPage(file.slice(0, -3), readFileSync(HELP_DIR + file, 'utf8'))),
  );
  return index;
}
