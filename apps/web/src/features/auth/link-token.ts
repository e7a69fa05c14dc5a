import { useState } from 'react';

/**
 * The token of an e-mailed link, carried in the URL fragment (never sent to the server with the page
 * request, so it stays out of access logs). Read once when the page opens.
 */
export function useLinkToken(): string {
  const [token] = useState(() => decodeURIComponent(window.location.hash.replace(/^#/, '')));
  return token;
}
