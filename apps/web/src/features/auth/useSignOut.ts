import { useNavigate } from 'react-router';
import { authApi } from './authApi';
import { clearSession } from '../../lib/session';

/**
 * Ends the session on the server, then forgets it here. A failed logout call must not keep
 * anyone signed in on this device, so the local sign-out happens whatever the answer.
 * (SessionProvider drops the query cache when the token goes.)
 */
export function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    try {
      await authApi.logout();
    } catch {
      // Already expired or unreachable: the local sign-out below is what matters.
    }
    clearSession();
    void navigate('/login', { replace: true });
  };
}
