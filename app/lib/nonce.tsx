import { createContext, useContext } from 'react';

// The CSP nonce of this response. Browsers hide nonce attributes from scripts, so on the client it is ''.
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
