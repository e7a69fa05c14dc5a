// The assistant's help search: its own entry point (@quickrdv/core/assistant), so the search library is only
// downloaded with the assistant's lazy chunk, never with the rest of the core.
export * from './french-text.js';
export * from './help-page.js';
export * from './help-search.js';
export * from './model-prompt.js';
