import { createContext } from "react-router";

/** The CSP nonce the Worker minted for this document (see worker/security-headers.ts). */
export const nonceContext = createContext<string>("");
