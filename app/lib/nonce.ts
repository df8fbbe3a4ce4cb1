/** The CSP nonce of the current document, from server.ts via entry.server (empty in the browser). */
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string>('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
