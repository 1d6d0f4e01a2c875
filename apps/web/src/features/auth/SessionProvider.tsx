import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { authApi } from './authApi';
import { getSession, updateSession, useSession } from '../../lib/session';

const PATIENT_PAGE = /^\/forms?-fill\//;

/**
 * Keeps the stored session honest: on load (and now and then) it asks the server who the token
 * belongs to, so changed roles or permissions apply without signing in again. When the session
 * ends or changes hands, everything cached for the previous user is dropped (patient data must
 * not outlive the session that fetched it).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSession()?.token ?? null;
  // Patient links are public and opened as a fresh page: a staff token left in this browser (a
  // clinic's front-desk tablet) must not be checked, kept alive or expired from a patient's
  // screen, which would send the patient to the sign-in page mid-form.
  const onPatientPage = PATIENT_PAGE.test(window.location.pathname);
  const queryClient = useQueryClient();

  const previousToken = useRef(token);
  useEffect(() => {
    if (previousToken.current !== null && previousToken.current !== token) queryClient.clear();
    previousToken.current = token;
  }, [token, queryClient]);

  const me = useQuery({
    // Keyed by token so an answer about one session can never be applied to another.
    queryKey: ['session', 'me', token],
    queryFn: ({ signal }) => authApi.me(signal),
    enabled: token !== null && !onPatientPage,
    staleTime: 5 * 60_000,
  });

  useEffect(() => {
    if (me.data && getSession()?.token === token) updateSession(me.data);
  }, [me.data, token]);

  return children;
}
