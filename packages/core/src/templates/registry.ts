import { recordsReleaseTemplate } from './form-01-records-release.js';
import { ownershipDisclosureTemplate } from './form-02-ownership-disclosure.js';
import { medicalHistoryTemplate } from './form-03-medical-history.js';
import { demographyTemplate } from './form-04-demography.js';
import { privacyAcknowledgmentTemplate } from './form-05-privacy-acknowledgment.js';
import { physicianOwnershipTemplate } from './form-06-physician-ownership.js';
import { refillPolicyTemplate } from './form-07-refill-policy.js';
import { advanceDirectiveTemplate } from './form-08-advance-directive.js';
import { telemedicineConsentTemplate } from './form-09-telemedicine-consent.js';
import { privacyNoticeTemplate } from './form-10-privacy-notice.js';
import { insuranceInformationTemplate } from './form-11-insurance-information.js';
import {
  FORM_TEMPLATE_IDS,
  type FieldErrors,
  type FormTemplate,
  type FormTemplateId,
  type TemplateValues,
  type ValidationOptions,
} from './types.js';

export const FORM_TEMPLATES: Readonly<Record<FormTemplateId, FormTemplate>> = {
  1: recordsReleaseTemplate,
  2: ownershipDisclosureTemplate,
  3: medicalHistoryTemplate,
  4: demographyTemplate,
  5: privacyAcknowledgmentTemplate,
  6: physicianOwnershipTemplate,
  7: refillPolicyTemplate,
  8: advanceDirectiveTemplate,
  9: telemedicineConsentTemplate,
  10: privacyNoticeTemplate,
  11: insuranceInformationTemplate,
};

/** Templates the edit-form route opens; other template ids show nothing there. */
export const EDITABLE_TEMPLATE_IDS: readonly FormTemplateId[] = [1, 2, 3];

export { templateSubmissionError } from './submission-error.js';

export function isFormTemplateId(id: unknown): id is FormTemplateId {
  return (FORM_TEMPLATE_IDS as readonly unknown[]).includes(id);
}

/** The template for an id from a route or a stored form; undefined for anything else. */
export function getTemplate(id: unknown): FormTemplate | undefined {
  const numeric = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return isFormTemplateId(numeric) ? FORM_TEMPLATES[numeric] : undefined;
}

/** Validates a submission of template `id`; an id that is not a template is a caller's bug. */
export function validateTemplateSubmission(
  id: FormTemplateId,
  values: TemplateValues,
  options?: ValidationOptions,
): FieldErrors {
  const template = getTemplate(id);
  if (!template) throw new RangeError(`Unknown form template id: ${String(id)}`);
  return template.validate(values, options);
}
