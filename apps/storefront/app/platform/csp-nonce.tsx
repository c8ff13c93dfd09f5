import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the document being rendered (entry.server.tsx), for
 * the inline scripts the layout renders. Empty in the browser: browsers hide a nonce from
 * the page, and scripts added after load do not need one.
 */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
