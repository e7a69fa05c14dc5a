import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A professional's own site on another origin than the app (127.0.0.1 on a free port), serving one page:
 * the salon's title, then `body` (paragraphs and widget script tags). `fontSize` sets the page's text size.
 */
export async function startSalonSite(
  body: string,
  o: { fontSize?: string } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const style = `font-family: Georgia, serif; max-width: 760px; margin: 0 auto; padding: 16px${o.fontSize ? `; font-size: ${o.fontSize}` : ''}`;
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Salon Lumière - site officiel</title></head>
<body style="${style}">
<h1>Salon Lumière</h1>
${body}
</body></html>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
