import { isSigned } from './signature.js';
import { isUploadAnswer, uploadMessages } from './uploads.js';
import { checkMessages, checkName, checkPastDate, isBlank, textOf } from './checks.js';
import {
  addFieldError,
  type FieldErrors,
  type FieldOption,
  type ValidationOptions,
} from './types.js';

/** The identity messages every template shares (forms 1 and 4 list them; the rest reuse them). */
export const identityMessages = {
  firstNameRequired: 'Patient first name is required',
  lastNameRequired: 'Patient last name is required',
  dobRequired: 'Date of birth is required',
} as const;

export const DOB_SUBJECT = 'Date of birth';

type Check = (value: unknown) => string | undefined;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The rows of a list value; anything else (a string, an object, null) has none. */
export function rowsOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * Reads untrusted values (they arrive from the network as `unknown`) and collects messages per
 * field. Only own properties are read, so `constructor` or a polluted prototype never counts
 * as an answer.
 */
export function startValidation(values: unknown, options: ValidationOptions = {}) {
  const source: Record<string, unknown> = isRecord(values) ? values : {};
  const errors: FieldErrors = {};
  const today = options.today;

  const value = (key: string): unknown => (Object.hasOwn(source, key) ? source[key] : undefined);
  const add = (key: string, message: string) => addFieldError(errors, key, message);
  const hasText = (key: string) => textOf(value(key)) !== '';

  return {
    value,
    add,
    hasText,
    today,
    errors,

    /** A text answer: the required message when blank, else the first failing check. */
    text(key: string, rule: { required?: string; check?: Check } = {}) {
      if (!hasText(key)) {
        if (rule.required) add(key, rule.required);
        return;
      }
      const message = rule.check?.(value(key));
      if (message) add(key, message);
    },

    date(key: string, subject: string, required?: string) {
      if (!hasText(key)) {
        if (required) add(key, required);
        return;
      }
      this.dateValue(key, value(key), subject);
    },

    /** A date inside a list row, reported under the row's key. */
    dateValue(key: string, given: unknown, subject: string) {
      const message = checkPastDate(given, subject, today);
      if (message) add(key, message);
    },

    signed: (key: string) => isSigned(value(key)),

    signature(key: string, required?: string) {
      if (required && !isSigned(value(key))) add(key, required);
    },

    /**
     * A file or photo answer: the `{ upload_id }` the upload route gave. `label` names the
     * question in the message for anything else (a stale page, a forged value).
     */
    file(key: string, label: string, required?: string) {
      const given = value(key);
      if (isBlank(given)) {
        if (required) add(key, required);
      } else if (!isUploadAnswer(given)) add(key, uploadMessages.invalid(label));
    },

    /** A radio or select answer must be one of its options; an unknown one counts as none. */
    choice(key: string, options: readonly FieldOption[], required?: string) {
      const given = value(key);
      const offered = typeof given === 'string' && options.some((o) => o.value === given);
      if (offered) return;
      if (required) add(key, required);
      else if (!isBlank(given)) add(key, checkMessages.invalidOption);
    },

    /** First name, last name and, where the template has one, date of birth. */
    patientIdentity(withDob: boolean) {
      this.text('patient_firstname', {
        required: identityMessages.firstNameRequired,
        check: checkName,
      });
      this.text('patient_lastname', {
        required: identityMessages.lastNameRequired,
        check: checkName,
      });
      if (withDob) this.date('dob', DOB_SUBJECT, identityMessages.dobRequired);
    },
  };
}

export type Validation = ReturnType<typeof startValidation>;
