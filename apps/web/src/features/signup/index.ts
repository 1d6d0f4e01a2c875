// Signing a clinic up: the wizard (plan, details, agreements, payment), a trial's activation link
// and the success page (routes.ts); others use the public plan list.
export { fetchPublicPlans } from './signupApi';
