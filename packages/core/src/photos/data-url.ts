/** A base64 data URL split into its media type and payload; no decoding, so it runs in the browser too. */
export interface ParsedDataUrl {
  mimeType: string;
  base64: string;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)(?:;[a-z-]+=[^;,]*)*;base64,([A-Za-z0-9+/\s]*={0,2})$/i;

/** Parses 'data:image/png;base64,....'; null when it is not a base64 data URL. */
export function parseDataUrl(value: string): ParsedDataUrl | null {
  const match = DATA_URL.exec(value);
  if (!match) return null;
  return { mimeType: match[1]!.toLowerCase(), base64: match[2]!.replace(/\s/g, '') };
}

/** Bytes that a base64 payload decodes to, computed without decoding it. */
export function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
