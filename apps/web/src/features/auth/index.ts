// Signing in and out: the staff session, the sign-in pages (routes.ts: password, second factor, a
// forgotten password, an unlock link) and the calls behind them.
export { SessionProvider } from './SessionProvider';
export { authApi } from './authApi';
export { useSignOut } from './useSignOut';
