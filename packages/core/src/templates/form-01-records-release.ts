import { checkAddress, checkPhone, textOf } from './checks.js';
import {
  REQUIRED,
  YES_NO,
  defineTemplate,
  field,
  optionsOf,
  patientIdentityFields,
  signingDateField,
} from './define.js';
import { isTexas, type PracticeFacts } from './practice-notice.js';
import type { TemplateValues, ValidationOptions } from './types.js';
import { rowsOf, startValidation } from './validation.js';

export const RECORDS_DELIVERY_BUSINESS_DAYS = 15;
export const AUTHORIZATION_VALIDITY_YEARS = 1;
/** Texas copy fee for paper records: a flat fee for the first pages, then per page, plus postage. */
export const TEXAS_RECORDS_FEE = {
  firstPages: 20,
  firstPagesCents: 2500,
  perPageAfterCents: 50,
} as const;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The copy fee in cents for a number of pages, before postage. */
export function recordsCopyFeeCents(pages: number): number {
  const fee = TEXAS_RECORDS_FEE;
  const counted = Number.isFinite(pages) ? Math.max(0, Math.ceil(pages)) : 0;
  if (counted === 0) return 0;
  return fee.firstPagesCents + Math.max(0, counted - fee.firstPages) * fee.perPageAfterCents;
}

/**
 * The last day the authorization is valid, for a signing day as YYYY-MM-DD. A 29 February
 * signature runs to 28 February, not into March.
 */
export function authorizationExpiresOn(signedOn: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(signedOn);
  if (!match) return undefined;
  const year = Number(match[1]) + AUTHORIZATION_VALIDITY_YEARS;
  const month = Number(match[2]) - 1;
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), lastDayOfMonth);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

export const recordsReleaseMessages = {
  reasonRequired: 'Reason for request is required',
  physicianRequired: 'Physician/medical facility name is required',
  recordsRequired: 'Records requested is required',
  phoneRequired: 'Phone number is required',
  faxRequired: 'Fax number is required',
  addressRequired: 'Address is required',
  signatureRequired: 'Patient signature is required',
  consentRequired: 'Consent selection is required',
  conditionRequired: 'At least one medical condition is required',
  invalidPhone: 'Please enter a valid phone number',
  invalidFax: 'Please enter a valid fax number',
} as const;

export const RECORDS_RELEASE_OPTIONS = optionsOf(
  'Release Medical Records',
  'Obtain Medical Records',
);

export function validateRecordsRelease(values: TemplateValues, options?: ValidationOptions) {
  const m = recordsReleaseMessages;
  const v = startValidation(values, options);
  v.patientIdentity(true);
  v.text('reason_for_request', { required: m.reasonRequired });
  v.text('physician_name', { required: m.physicianRequired });
  v.text('records_requested', { required: m.recordsRequired });
  v.choice('consent', YES_NO, m.consentRequired);
  v.text('phone', { required: m.phoneRequired, check: (x) => checkPhone(x, m.invalidPhone) });
  v.text('fax', { required: m.faxRequired, check: (x) => checkPhone(x, m.invalidFax) });
  v.text('address', { required: m.addressRequired, check: checkAddress });
  if (!rowsOf(v.value('conditions')).some((c) => textOf(c) !== '')) {
    v.add('conditions', m.conditionRequired);
  }
  v.choice('medical_release', RECORDS_RELEASE_OPTIONS);
  v.signature('signature_patient', m.signatureRequired);
  v.date('date', 'Date');
  return v.errors;
}

const fee = TEXAS_RECORDS_FEE;
/** The spec's fee sentence: the default only for Texas clinics (decision 27). */
const TEXAS_FEE_SENTENCE = `Under Texas law a fee may be charged for copies of medical records: ${dollars(fee.firstPagesCents)} for the first ${fee.firstPages} pages, then ${dollars(fee.perPageAfterCents)} per page for each page after that, plus postage.`;

/** Elsewhere: the clinic's own fee when it set one, else the federal "reasonable" wording. */
function feeSentenceElsewhere(facts: PracticeFacts): string {
  const law = facts.state?.trim() ? `${facts.state.trim()} law` : 'law';
  return facts.recordsFee?.trim()
    ? `This practice charges {records_fee} for copies of medical records, as ${law} allows, plus postage.`
    : `A reasonable, cost-based fee may be charged for copies of medical records, as ${law} allows, plus postage.`;
}

function recordsReleaseNotice(feeSentence: string): string[] {
  return [
    'I authorize this practice to release my medical records to, or to obtain my medical records from, the physician or medical facility named above, as selected on this form, for the reason stated.',
    `Records will be provided within ${RECORDS_DELIVERY_BUSINESS_DAYS} business days of the day the signed authorization is received.`,
    `This authorization expires ${AUTHORIZATION_VALIDITY_YEARS === 1 ? 'one year' : `${AUTHORIZATION_VALIDITY_YEARS} years`} after the date I sign it. I may revoke it at any time before then by written notice to this practice, except for any action already taken in reliance on it.`,
    feeSentence,
    'Information released under this authorization may be disclosed again by the recipient and may no longer be protected by federal privacy law. My treatment, payment, enrollment or eligibility for benefits does not depend on whether I sign this authorization.',
  ];
}

export const recordsReleaseTemplate = defineTemplate({
  id: 1,
  title: 'Records Release Authorization Form',
  version: 1,
  sections: [
    { title: 'Patient', fields: patientIdentityFields() },
    {
      title: 'Request',
      fields: [
        field('textarea', 'reason_for_request', 'Reason for Request', REQUIRED),
        field('text', 'physician_name', 'Physician or Medical Facility Name', REQUIRED),
        field('textarea', 'records_requested', 'Records Requested', REQUIRED),
        field('radio', 'medical_release', 'I would like to', { options: RECORDS_RELEASE_OPTIONS }),
        field('radio', 'consent', 'I consent to this release of records', {
          ...REQUIRED,
          options: YES_NO,
          defaultValue: 'Yes',
        }),
      ],
    },
    {
      title: 'Physician or Facility Contact',
      fields: [
        field('tel', 'phone', 'Phone', REQUIRED),
        field('tel', 'fax', 'Fax', REQUIRED),
        field('text', 'address', 'Address', REQUIRED),
      ],
    },
    {
      title: 'Medical Conditions',
      fields: [
        field('list', 'conditions', 'Medical Conditions', { ...REQUIRED, defaultValue: [''] }),
      ],
    },
    {
      title: 'Authorization',
      fields: [
        field('signature', 'signature_patient', 'Patient Signature', REQUIRED),
        signingDateField(),
      ],
    },
  ],
  legalText: recordsReleaseNotice(TEXAS_FEE_SENTENCE),
  legalTextFor: (facts) =>
    recordsReleaseNotice(isTexas(facts) ? TEXAS_FEE_SENTENCE : feeSentenceElsewhere(facts)),
  validate: validateRecordsRelease,
});
