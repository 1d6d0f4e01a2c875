// Signing in and out: the staff session, the sign-in pages (password, second factor, a forgotten
// password, an unlock link) and the calls behind them.
export { SessionProvider } from './SessionProvider';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginPage } from './LoginPage';
export { NewPasswordPage } from './NewPasswordPage';
export { UnlockPage } from './UnlockPage';
export { authApi } from './authApi';
export { useSignOut } from './useSignOut';
