// The auth module's face: what other modules, the app shell and the jobs may use of it.
// Anything not exported here is the module's own (eslint's boundaries rule holds it).
export { mailOwnershipTransferred } from './account-security/notices.js';
export { assertReauthenticated } from './account-security/reauth.js';
export { accountSecurityRoutes } from './account-security/routes.js';
export { sendInvitation } from './passwords/invitations.js';
export { passwordRoutes } from './passwords/routes.js';
export { authRoutes } from './sign-in/routes.js';
