import { TOBACCO_TYPES } from './form-03-medical-history-data.js';
import { NOT_APPLICABLE, NO_ALLERGIES } from './form-03-medical-history.js';
import type { TemplateValues } from './types.js';
import { isRecord, rowsOf } from './validation.js';

/**
 * The state rules of the forms as pure functions: the web form applies them on every change
 * (each with its template's parts, web form-engine/parts), and the server applies them before
 * validating, so both store the same answers.
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
