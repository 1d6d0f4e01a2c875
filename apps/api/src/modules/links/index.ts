// The links module's face: what other modules, the app shell and the jobs may use of it.
// Anything not exported here is the module's own (eslint's boundaries rule holds it).
export { forgetDraft, forgetEndedDrafts } from './handoff/drafts.js';
export { linkHandoffRoutes } from './handoff/routes.js';
export { optedOutPhones } from './opt-outs.js';
export { linkCompleted, renewalRequested } from './patient-links/events.js';
export type { LinkCompleted, RenewalRequested } from './patient-links/events.js';
export { answerInLinkLanguage } from './patient-links/language.js';
export { LinkGone } from './patient-links/link-state.js';
export { findLiveLink, linkForms, linkTitle, unavailable } from './patient-links/lookup.js';
export type { LiveLink } from './patient-links/lookup.js';
export { patientLinkRoutes } from './patient-links/routes.js';
export { linkPrivacyHeaders, withToken } from './patient-links/with-token.js';
export { uploadRoutes } from './uploads/routes.js';
export { runReminderPass } from './reminders/pass.js';
export { planReminders } from './reminders/plan.js';
export { reminderRoutes } from './reminders/routes.js';
export { withdrawLink } from './sending/actions.js';
export { linksWithTitles, sentLinkOf, withLinkColumns } from './sending/link-view.js';
export { formLinkRef, patientSms } from './sending/message.js';
export { clinicLanguage, linkSubject } from './sending/queries.js';
export { sendingRoutes } from './sending/routes.js';
