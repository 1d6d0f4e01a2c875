import { PublicPlaceholderPage } from '../status/PublicPlaceholderPage';

/** Placeholder until this screen is built; the router already points here. */
export function HelpPage() {
  return <PublicPlaceholderPage title="Help" />;
}

export function PrivacyPage() {
  return <PublicPlaceholderPage title="Privacy Policy" />;
}

export function TermsPage() {
  return <PublicPlaceholderPage title="Terms of Service" />;
}

export function SupportPage() {
  return <PublicPlaceholderPage title="Support" />;
}
