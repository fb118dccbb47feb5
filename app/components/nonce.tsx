import { createContext, useContext } from "react";

/** The per-request CSP nonce; empty in the browser, which hides nonces from the DOM. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
