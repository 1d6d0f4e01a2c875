/**
 * The audit log's action codes and what they mean in the product's words (issue 20). The code
 * stays the record (filters, the CSV, the hash chain); the name is what people read. An API
 * test (apps/api/src/modules/audit-log/action-names.test.ts) reads the server's source and
 * fails when it writes a code that is missing here.
 */
export const AUDIT_ACTION_NAMES = {
  'access.denied': 'Tried something without permission',

  'auth.login': 'Signed in',
  'auth.login_challenge': 'Was asked for a two-factor code',
  'auth.logout': 'Signed out',
  'auth.reauth': 'Confirmed their identity again',
  'auth.password_reset_requested': 'Asked for a password reset link',
  'auth.password_reset': 'Reset their password',
  'auth.password_set': 'Set their password',
  'auth.password_change': 'Changed their password',
  // Security III: past the ceiling of failed sign-ins the owner is e-mailed an unlock link.
  'auth.login_alert': 'Was emailed about many failed sign-ins',
  'auth.login_unlock': 'Unlocked sign-in from the emailed link',
  'mfa.setup_started': 'Started setting up two-factor sign-in',
  'mfa.enabled': 'Turned on two-factor sign-in',
  'mfa.failed': 'Entered a wrong two-factor code',
  'mfa.disabled': 'Turned off two-factor sign-in',
  'mfa.recovery_codes_regenerated': 'Made new recovery codes',
  'sessions.revoked': 'Ended signed-in sessions',
  'user.notification_settings': 'Changed notification settings',

  'email_change.request': 'Asked to change a login email',
  'email_change.confirm': 'Confirmed a login email change',
  'email_change.complete': 'Changed a login email',
  'email_change.cancel': 'Cancelled a login email change',
  'email_change.force': 'Forced a login email change',

  'staff_user.view': 'Viewed a user',
  'staff_user.create': 'Added a user',
  'staff_user.update': 'Edited a user',
  'staff_user.delete': 'Deleted a user',
  'staff_user.role_change': "Changed a user's role",
  'role.create': 'Created a role',
  'role.update': 'Edited a role',
  'role.delete': 'Deleted a role',

  'company.create': 'Added a client',
  'company.self_signup': 'Signed up as a new clinic',
  'company.update': 'Edited a client',
  'company.activate': 'Activated a client',
  'company.deactivate': 'Deactivated a client',
  'company.delete': 'Deleted a client',
  'company.front_desk_update': 'Changed front desk settings',
  'company.ownership_transfer': 'Transferred company ownership',
  'company_user.create': 'Added a company user',
  'company_user.update': 'Edited a company user',
  'company_user.delete': 'Deleted a company user',
  'clinic_dashboard.view': 'Viewed the clinic dashboard',

  'plan.create': 'Created a plan',
  'plan.create_custom': 'Created a custom plan',
  'plan.update': 'Edited a plan',
  'plan.status': "Changed a plan's status",
  'plan.delete': 'Deleted a plan',
  'card.create': 'Saved a card',
  'card.delete': 'Deleted a card',
  'invoice.download': 'Downloaded an invoice',
  'billing.invoice.create': 'Issued an invoice',
  'billing.charge': 'Charged a card',
  'billing.subscription.suspend': 'Suspended a client for an unpaid invoice',

  'form.create': 'Created a form',
  'form.customize': 'Customized a form',
  'form.update': 'Edited a form',
  'form.delete': 'Deleted a form',
  'bucket.create': 'Created a bucket',
  'bucket.update': 'Edited a bucket',
  'bucket.delete': 'Deleted a bucket',

  'form.send': 'Sent a form',
  'bucket.send': 'Sent a bucket',
  'link.list': 'Viewed sent links',
  'link.resend': 'Resent a link',
  'link.extend': 'Extended a link',
  'link.cancel': 'Cancelled a link',
  'link.reminded': 'Sent a reminder',
  'link.reminders_stopped': "Stopped a link's reminders",
  'sms.opt_out': 'Stopped text messages',
  'sms.opt_in': 'Allowed text messages again',
  'visit.list': 'Viewed visits',
  'outbox.list': 'Viewed the outbox',

  'patient_link.opened': 'Opened a form link',
  'patient_link.unavailable': 'Opened a link that does not work',
  'patient_link.step_saved': 'Saved a form in a link',
  'patient_link.consent_accepted': 'Accepted electronic records and signatures',
  'patient_link.upload': 'Uploaded a file to a form',
  'patient_link.submitted': 'Submitted a form link',
  'patient_link.clinic_notified': "Told the clinic's users a form link was completed",
  // Issue 19: kiosk mode.
  'kiosk.started': 'Put a tablet into kiosk mode',
  'kiosk.fill_started': 'Started a form at the kiosk',
  'kiosk.fill_abandoned': 'Gave up an unfinished form at the kiosk',
  'kiosk.pin_failed': 'Entered a wrong kiosk PIN',
  'kiosk.pin_locked': 'Locked kiosk PIN entry after wrong PINs',
  'kiosk.ended': 'Ended kiosk mode on a tablet',
  'kiosk.denied': 'Used a kiosk token that is not valid',
  // Issue 19: continue on another device.
  'patient_link.draft_saved': 'Saved answers on the server to continue later',
  'handoff.created': 'Made a code to continue a link on another device',
  'handoff.claimed': 'Continued a link on another device',
  'handoff.refused': 'Entered a code to continue a link that does not work',
  'handoff.dob_failed': 'Entered a wrong birth date to continue a link on another device',
  'handoff.locked': 'Locked a code to continue a link after wrong birth dates',
  // Issue 19: no dead ends.
  'patient_link.renewal_requested': 'Asked the practice for a new link',
  'patient_link.sent_again': 'Asked for the newest link again from an older one',
  // Issue 21: the patient switched the language of their link's pages.
  'patient_link.language_changed': 'Switched the language of a form link',
  // Issue 19: the patient's copy.
  'patient_copy.issued': "Made a patient's copy of signed forms",
  'patient_copy.viewed': "Opened a patient's copy of signed forms",
  'patient_copy.refused': "Was refused a patient's copy of signed forms",
  'patient_copy.dob_failed': "Entered a wrong birth date for a patient's copy",
  'patient_copy.locked': "Locked a patient's copy after wrong birth dates",
  'patient_copy.unavailable': 'Opened a copy link that does not work',
  'company.patient_copy_setting': 'Changed whether patients are e-mailed a copy',
  'submissions.list': 'Viewed submitted forms',
  'submission.download': 'Downloaded a submitted form',
  // Issue 39: a PDF that gave up is told to the clinic, and made again on request.
  'submission.pdf_failed': "Told the clinic's users a form's PDF could not be created",
  'submission.pdf_retry': "Asked for a form's PDF to be made again",
  'patient_copy.promised': 'Told a patient their copy will be sent when it is ready',
  'patient_copy.promise_kept': 'Sent a patient the copy they were promised',
  'document.verify': 'Verified a document',
  'submissions.upload_list': "Viewed a submission's uploads",
  'submissions.upload_view': 'Opened an uploaded file',

  'audit_log.view': 'Viewed the audit log',
  'audit_log.export': 'Exported the audit log',

  // Issue 20: the clinic owner's billing.
  'clinic_billing.view': "Viewed the clinic's billing",
  'clinic_billing.pay_now': 'Paid an invoice now',
  'clinic_billing.plan_change_request': 'Asked for another plan',
  'clinic_billing.plan_change_resolve': 'Marked a plan change request resolved',

  // Issue 20: signup's terms and the trial.
  'company.self_signup_trial': 'Started a free trial as a new clinic',
  // Security III: a trial's signup waits for its owner to open the e-mailed link.
  'signup.trial_held': 'Signed up for a free trial (waiting for email confirmation)',
  'billing.trial.reminder': 'Reminded a trial clinic to add a card',
  'billing.trial.end': "Ended a clinic's free trial",
  'billing.trial.restore': 'Made a clinic active again after its trial',

  // Issue 20: the practice profile.
  'company.practice_profile_update': 'Changed the practice profile',
  'company.logo_update': "Changed the practice's logo",
  'company.logo_remove': "Removed the practice's logo",
} as const satisfies Record<string, string>;

export type AuditActionCode = keyof typeof AUDIT_ACTION_NAMES;

export function isCataloguedAuditAction(code: string): code is AuditActionCode {
  return Object.hasOwn(AUDIT_ACTION_NAMES, code);
}

/**
 * The readable name of an action. A code not in the catalogue (an older row, a code added
 * before its name) still reads as words: `visit.reschedule` → 'Visit reschedule'.
 */
export function auditActionName(code: string): string {
  if (isCataloguedAuditAction(code)) return AUDIT_ACTION_NAMES[code];
  const words = code
    .split(/[._\-\s]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
}
