import { createContext, useContext, useEffect } from 'react';

/**
 * A patient link's address without the router (issue 21: react-router is ~24 KB of a link's first
 * load). main.tsx opens a link through app/PatientLinkRoot.tsx, the rest of the app through the
 * router (app/routes.tsx); each provides the link's token and a way to move to another address.
 */
export interface LinkAddress {
  /** The token in the address: /form-fill/{token} or /forms-fill/{token}. */
  token: string;
  /** Moves to another address in place of this one (the browser's back skips this one). */
  replace: (to: string) => void;
}

export const LinkAddressContext = createContext<LinkAddress>({ token: '', replace: () => {} });

export function useLinkAddress(): LinkAddress {
  return useContext(LinkAddressContext);
}

/** What the router's `<Navigate replace>` did: moves to `to` once drawn. */
export function ReplaceAddress({ to }: { to: string }) {
  const { replace } = useLinkAddress();
  useEffect(() => replace(to), [replace, to]);
  return null;
}

export type PatientLinkKind = 'form' | 'bucket';

// The same addresses as the routes (app/publicPages.ts): /form-fill/:id and /forms-fill/:id.
const LINK_PATH = /^\/(form|forms)-fill\/([^/]+)\/?$/;

/** The patient link at this path, if it is one. */
export function patientLinkAt(pathname: string): { kind: PatientLinkKind; token: string } | null {
  const match = LINK_PATH.exec(pathname);
  if (!match) return null;
  let token: string;
  try {
    token = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  return { kind: match[1] === 'form' ? 'form' : 'bucket', token };
}
