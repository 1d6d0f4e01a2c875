// Account security: two-factor setup, recovery codes, signed-in sessions, and asking for the
// password again (re-authentication) before a sensitive change.
export { SecurityDialog } from './SecurityDialog';
export { RecoveryCodesPanel } from './RecoveryCodesPanel';
export { TotpSetupPanel } from './TotpSetupPanel';
export { accountSecurityApi } from './accountSecurityApi';
export { ReauthCancelled, useReauth } from './useReauth';
