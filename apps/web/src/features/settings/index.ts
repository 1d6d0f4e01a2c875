// Settings: the tiles of the settings screen (routes.ts: password, notifications, front desk,
// card) and the card and time zone inputs other screens reuse.
export { DemoCardFields } from './DemoCardFields';
export { DemoCardForm } from './DemoCardForm';
export { StripeCardForm } from './StripeCardForm';
export { TimeZoneSelect } from './TimeZoneSelect';
export { checkDemoCard } from './cardInput';
