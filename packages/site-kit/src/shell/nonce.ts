import { createContext } from 'react';

/** The request's CSP nonce, given by the server entry to the document's scripts. */
export const NonceContext = createContext('');
