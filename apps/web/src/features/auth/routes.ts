// The sign-in pages, for the app shell (index.ts is what other features use). They come with the
// staff side's entry (app/staffRoutes.tsx), not as chunks of their own.
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginPage } from './LoginPage';
export { NewPasswordPage } from './NewPasswordPage';
export { UnlockPage } from './UnlockPage';
