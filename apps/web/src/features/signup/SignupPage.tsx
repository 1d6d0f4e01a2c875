import { PublicPlaceholderPage } from '../status/PublicPlaceholderPage';

/** Placeholder until this screen is built; the router already points here. */
export function SignupPage() {
  return <PublicPlaceholderPage title="Create your account" />;
}
