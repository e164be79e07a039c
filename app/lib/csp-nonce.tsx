import { createContext, useContext, type ReactNode } from "react";
import { createContext as createRouterContext } from "react-router";

/** The per-request CSP nonce, handed from the Express server to the React render. */
export const cspNonceContext = createRouterContext<string>("");

const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** Empty in the browser: the nonce only matters in the server-rendered HTML. */
export function useNonce(): string {
  return useContext(NonceContext);
}
