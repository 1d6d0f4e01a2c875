import type { ShowIf } from './conditions.js';
import type { CustomFormField } from './custom-form.js';
import type { PracticeFacts } from './practice-notice.js';

/**
 * The shape of a patient form template. A template is data (sections and fields the web form
 * renders and registers, the fixed legal text the patient signs) plus the validator the browser
 * runs before submit and the server runs again on what arrives.
 */
export const FORM_TEMPLATE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type FormTemplateId = (typeof FORM_TEMPLATE_IDS)[number];

export type TemplateFieldType =
  | 'text'
  | 'textarea'
  | 'date'
  | 'email'
  | 'tel'
  | 'radio'
  | 'select'
  | 'checkbox'
  /** Several options may be ticked; the value is the list of ticked option values. */
  | 'checklist'
  /** Repeatable rows (conditions, surgeries, medications...); the value is an array. */
  | 'list'
  /** A fixed object of sub-values (a parent's living/age/cause, sibling counts). */
  | 'group'
  | 'signature'
  /** A photo or PDF the patient uploads first (uploads.ts); the value is `{ upload_id }`. */
  | 'file';

export interface FieldOption {
  value: string;
  label: string;
}

export interface TemplateField {
  /** Position of the field in its template, from 1; registered with the form id. */
  id: number;
  name: string;
  type: TemplateFieldType;
  is_required: 0 | 1;
  label: string;
  options?: readonly FieldOption[];
  /** Value the field holds when the form opens; 'today' is resolved by initialTemplateValues. */
  defaultValue?: unknown;
  readOnly?: boolean;
  /**
   * The answer of a patient filling the form for themselves (the acknowledgment's "Relationship
   * to Patient": Self), offered as one tap ("I am the patient") so an adult signing for himself
   * need not think up a word. The template's rule and message are unchanged: the answer simply
   * satisfies them, and an empty field is still refused with the spec's message.
   */
  selfAnswer?: string;
  /**
   * Shown only while earlier answers match (the evaluator of conditions.ts, as custom forms'
   * show_if). A hidden field's answer is dropped by the server; it prints only where the
   * template's own state rules wrote one (the spec's "Not applicable").
   */
  showIf?: ShowIf;
  /** Overlay placement on a document, in percent of the page (only where a layout gives it). */
  position_x?: number;
  position_y?: number;
  height?: number;
  width?: number;
}

export interface TemplateSection {
  title: string;
  fields: readonly TemplateField[];
}

/**
 * Messages per field. A key is a field name, or `<list field>.<row index>.<property>` for one
 * row of a list field (`surgeries.0.date`), so the UI can put the message under its input.
 * An empty object means the values are valid.
 */
export type FieldErrors = Record<string, string[]>;

/**
 * Adds a message under a field. Field names may come from the network, so only own properties
 * count and are written: a field named "valueOf", "constructor" or "__proto__" is a field like
 * any other, never Object.prototype's.
 */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  if (Object.hasOwn(errors, field)) errors[field]!.push(message);
  else
    Object.defineProperty(errors, field, {
      value: [message],
      enumerable: true,
      writable: true,
      configurable: true,
    });
}
export type TemplateValues = Record<string, unknown>;

export interface ValidationOptions {
  /** The day date checks compare against; defaults to now. */
  today?: Date;
}

export type TemplateValidator = (
  values: TemplateValues,
  options?: ValidationOptions,
) => FieldErrors;

export interface FormTemplate {
  id: FormTemplateId;
  title: string;
  /** Raised whenever fields or legal text change, so a stored submission names what was signed. */
  version: number;
  sections: readonly TemplateSection[];
  /** Every field of every section, in order, with ids 1..n. */
  fields: readonly TemplateField[];
  /** The fixed notice the patient reads and signs, one paragraph per entry. */
  legalText: readonly string[];
  /**
   * The notice as a practice's facts word it (Records Release's fee sentence differs by state);
   * legalText when absent. Paragraphs may hold placeholders (practice-notice.ts).
   */
  legalTextFor?: (facts: PracticeFacts) => readonly string[];
  validate: TemplateValidator;
  /**
   * The signature a clinic may ask for on its version of a template that asks for none (Medical
   * History, Advance Directive; issue 36): the patient's signature and the signing date, as the
   * other templates have them. The spec's default version leaves it out; a customization turns
   * it on. Part of the template so it is translated with the rest (localizeTemplate).
   */
  signatureBlock?: TemplateSection;
  /**
   * A clinic's own questions on its customized version (template-customization.ts), blocks as
   * its own forms have them; drawn, checked and printed before the signing (addedQuestionsAt).
   */
  addedQuestions?: readonly CustomFormField[];
}
