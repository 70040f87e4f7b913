import { createContext, useContext } from "react";

/** The CSP nonce of the server-rendered document; empty in the browser (it hides nonces). */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
	return useContext(NonceContext);
}
