import { useSyncExternalStore } from 'react';
import { sessionUserSchema, type SessionUser } from '@paperless/core';
import { z } from 'zod';

/** What the browser keeps of a sign-in: the bearer token and what it lets the user open. */
export interface Session {
  token: string;
  user: SessionUser;
  permissions: string[];
}

const STORAGE_KEY = 'paperless.session';

// Stored JSON is untrusted (older app versions, hand edits): anything that does not parse
// is dropped rather than half-used.
const storedSessionSchema = z.object({
  token: z.string().min(1),
  user: sessionUserSchema,
  permissions: z.array(z.string()),
});

function readStorage(storage: Storage): Session | null {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readStoredSession(): { session: Session | null; remember: boolean } {
  const remembered = readStorage(localStorage);
  if (remembered) return { session: remembered, remember: true };
  return { session: readStorage(sessionStorage), remember: false };
}

let { session: current, remember } = readStoredSession();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function forgetStored(): void {
  localStorage.removeItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
}

function persist(): void {
  forgetStored();
  if (current)
    (remember ? localStorage : sessionStorage).setItem(STORAGE_KEY, JSON.stringify(current));
}

/**
 * Remember me keeps the session in localStorage (survives closing the browser); otherwise
 * sessionStorage, which the browser drops with the tab. The server's lifetimes still apply.
 */
export function saveSession(session: Session, rememberMe: boolean): void {
  current = session;
  remember = rememberMe;
  persist();
  emit();
}

/** Refreshes user and permissions (GET /api/me) without touching the token or its storage. */
export function updateSession(update: Pick<Session, 'user' | 'permissions'>): void {
  if (!current) return;
  current = { ...current, ...update };
  persist();
  emit();
}

export function clearSession(): void {
  forgetStored();
  current = null;
  emit();
}

/**
 * Drops the stored copy only, so a reload or another tab cannot reuse a dead token while the
 * screen stays until the expiry notice has been read.
 */
export function clearStoredSession(): void {
  forgetStored();
}

export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A sign-out or sign-in in another tab of the same browser applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEY) return;
    ({ session: current, remember } = readStoredSession());
    emit();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/**
 * For screens under the signed-in guard. The guard renders before its children and stops
 * rendering them once the session is gone, so reaching the throw means a routing bug.
 */
export function useSignedInSession(): Session {
  const session = useSession();
  if (!session) throw new Error('useSignedInSession used outside the signed-in routes');
  return session;
}
