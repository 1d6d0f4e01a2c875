import { isBlank } from './checks.js';
import { isSigned } from './signature.js';
import { isUploadAnswer } from './uploads.js';
import type { FormTemplate, TemplateValues } from './types.js';
import { isRecord } from './validation.js';

/**
 * How a bundle's forms share answers, and the values a form opens with. (The per-template state
 * rules are in state-rules.ts, apart, so a link's first load does not carry Medical History's
 * option lists they read.)
 */

const valuesOf = (values: unknown): TemplateValues => (isRecord(values) ? { ...values } : {});

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
