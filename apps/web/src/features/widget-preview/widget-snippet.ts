import { widgetScriptPath } from '@quickrdv/core';

/** The snippet a professional pastes into their site. */
export const widgetSnippet = (origin: string, slug: string) =>
  `<script src="${origin}${widgetScriptPath(slug)}"></script>`;
