import { isBlank } from './checks.js';
import { TOBACCO_TYPES } from './form-03-medical-history-data.js';
import { NOT_APPLICABLE, NO_ALLERGIES } from './form-03-medical-history.js';
import { isSigned } from './signature.js';
import { isUploadAnswer } from './uploads.js';
import type { FormTemplate, TemplateValues } from './types.js';
import { isRecord, rowsOf } from './validation.js';

/**
 * The state rules of the forms as pure functions: the web form applies them on every change,
 * and the server can apply them before validating, so both store the same answers.
 */

const valuesOf = (values: unknown): TemplateValues => (isRecord(values) ? { ...values } : {});

/**
 * Medical History: answers that no longer apply are written as such, so the record never shows
 * tobacco types for a non-smoker. Switching back to Yes clears the placeholder for a real answer.
 */
export function applyMedicalHistoryRules(values: unknown): TemplateValues {
  const next = valuesOf(values);
  if (next.usesTobacco === 'No') {
    next.tobaccoAmountPerDay = NOT_APPLICABLE;
    const rows = rowsOf(next.tobaccoTypes);
    next.tobaccoTypes = rows.length
      ? rows.map((row) => (isRecord(row) ? { ...row, checked: false } : row))
      : TOBACCO_TYPES.map((t) => ({ name: t.value, checked: false }));
  } else if (next.usesTobacco === 'Yes' && next.tobaccoAmountPerDay === NOT_APPLICABLE) {
    next.tobaccoAmountPerDay = '';
  }
  if (next.Alcohol !== 'Yes') next.alcoholAmount = NOT_APPLICABLE;
  else if (next.alcoholAmount === NOT_APPLICABLE) next.alcoholAmount = '';

  const details = rowsOf(next.allergy_details);
  const saysNone = details.length === 1 && details[0] === NO_ALLERGIES;
  if (next.has_medication_allergies !== 'Yes') next.allergy_details = [NO_ALLERGIES];
  else if (saysNone) next.allergy_details = [''];
  return next;
}

/** Advance Directive: DNR and POA only mean something for a patient who has a directive. */
export function applyAdvanceDirectiveRules(values: unknown): TemplateValues {
  const next = valuesOf(values);
  if (next.advance_directive !== 'yes') {
    next.dnr = false;
    next.poa = false;
  }
  return next;
}

/** The fields that identify the patient in every form of a bundle. */
export const BUNDLE_IDENTITY_FIELDS = ['patient_firstname', 'patient_lastname', 'dob'] as const;

const isIdentityField = (key: string) =>
  (BUNDLE_IDENTITY_FIELDS as readonly string[]).includes(key);

/**
 * Brings values shared by earlier forms of a bundle into the current form's values. A shared
 * value overwrites a local field only when the local one is empty or is an identity field (so
 * the patient is the same person on every form); blanks never overwrite anything.
 *
 * Signatures are never carried over: each document must be signed on its own. Nor are uploads:
 * one is bound to one question of one form's submission, so a second form naming it would fail
 * the whole completion. With `fieldNames`, only the current form's fields are taken, so one
 * form's answers do not end up in another form's submission.
 */
export function mergeBundleValues(
  local: unknown,
  shared: unknown,
  fieldNames?: readonly string[],
): TemplateValues {
  const merged = valuesOf(local);
  if (!isRecord(shared)) return merged;
  for (const [key, value] of Object.entries(shared)) {
    if (key === '__proto__' || (fieldNames && !fieldNames.includes(key))) continue;
    if (isBlank(value) || isSigned(value) || key.startsWith('signature')) continue;
    if (isUploadAnswer(value)) continue;
    const localValue = Object.hasOwn(merged, key) ? merged[key] : undefined;
    if (isBlank(localValue) || isIdentityField(key)) merged[key] = value;
  }
  return merged;
}

/**
 * From step 1 on, identity fields the earlier forms already hold are prefilled and read-only.
 * A field the earlier forms left blank stays editable, or the patient could never fill it.
 */
export function lockedIdentityFields(step: number, earlier: unknown): string[] {
  if (!(step >= 1) || !isRecord(earlier)) return [];
  return BUNDLE_IDENTITY_FIELDS.filter(
    (key) => Object.hasOwn(earlier, key) && !isBlank(earlier[key]),
  );
}

/** The calendar day of a Date where it is read (the patient's phone), as YYYY-MM-DD. */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The values a template opens with: its defaults, with the signing date set to today. */
export function initialTemplateValues(
  template: FormTemplate,
  options: { today?: Date } = {},
): TemplateValues {
  const today = localDay(options.today ?? new Date());
  const values: TemplateValues = {};
  for (const f of template.fields) {
    if (f.defaultValue === undefined) continue;
    values[f.name] = f.defaultValue === 'today' ? today : structuredClone(f.defaultValue);
  }
  return values;
}
