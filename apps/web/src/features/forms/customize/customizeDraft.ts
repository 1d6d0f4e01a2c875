import {
  BUNDLE_IDENTITY_FIELDS,
  customizationProblems,
  FORM_LIMITS,
  hideableFields,
  templateCustomizePayloadSchema,
  type FormTemplate,
  type PracticeFacts,
  type TemplateCustomizePayloadInput,
  type TemplateField,
  type TemplateTailoring,
} from '@paperless/core';

/** New: a clinic's own version made from a template form; edit: the next version of one. */
export type CustomizeMode = 'new' | 'edit';

/** What the customize screen edits, in the shape its inputs hold. */
export interface CustomizeDraft {
  title: string;
  /** The notice's paragraphs as the clinic wrote them; null while it is the template's wording. */
  notice: string[] | null;
  /** Names of the questions left out. */
  hidden: string[];
  fee: string;
  /** Ask for the patient's signature (templates that ask for none: their signatureBlock). */
  signature: boolean;
}

/**
 * Messages under the screen's inputs: `title`, `notice`, `notice.<paragraph>`, `hidden`,
 * `records_fee`, `signature`.
 */
export type DraftErrors = Record<string, string>;

/** Only Records Release speaks of a fee for copies. */
export const asksFee = (template: FormTemplate) => template.id === 1;

/**
 * The template's own notice for this practice and fee, placeholders unfilled (what the clinic
 * starts from and resets to). Records Release words its fee sentence by state and fee.
 */
export function templateWording(
  template: FormTemplate,
  practice: PracticeFacts,
  fee: string,
): string[] {
  const facts = { ...practice, recordsFee: fee.trim() || null };
  return [...(template.legalTextFor?.(facts) ?? template.legalText)];
}

/** The paragraphs the notice editor shows. */
export const shownParagraphs = (
  draft: CustomizeDraft,
  template: FormTemplate,
  practice: PracticeFacts,
) => draft.notice ?? templateWording(template, practice, draft.fee);

/** The screen's starting point: the saved customization when editing or copying one. */
export function initialDraft(
  template: FormTemplate,
  tailoring: TemplateTailoring,
  mode: CustomizeMode,
): CustomizeDraft {
  const saved = tailoring.customization;
  // A new version made from the template is named after it and the practice; one copied from
  // the clinic's own version says so.
  const title =
    mode === 'edit'
      ? tailoring.title
      : (saved
          ? `Copy of ${tailoring.title}`
          : `${template.title} (${tailoring.practice.name})`
        ).slice(0, FORM_LIMITS.title);
  return {
    title,
    notice: saved?.notice ? [...saved.notice] : null,
    hidden: [...(saved?.hidden ?? [])],
    fee: saved?.records_fee ?? '',
    signature: saved?.signature ?? false,
  };
}

/**
 * A new fee: paragraphs still in the template's wording for the old fee follow it (the fee
 * sentence of Records Release), paragraphs the clinic rewrote stay as written.
 */
export function withFee(
  draft: CustomizeDraft,
  fee: string,
  template: FormTemplate,
  practice: PracticeFacts,
): CustomizeDraft {
  if (draft.notice === null) return { ...draft, fee };
  const before = templateWording(template, practice, draft.fee);
  const after = templateWording(template, practice, fee);
  const notice = draft.notice.map((p, i) => (p === before[i] && after[i] ? after[i] : p));
  return { ...draft, fee, notice };
}

type Customization = TemplateCustomizePayloadInput['customization'];

/**
 * What is sent, and which paragraph of the editor each sent paragraph is (empty ones drop).
 * `added` is the block list's questions as the builder sends them (builderValues' payloadFields).
 */
export function toPayload(
  draft: CustomizeDraft,
  template: FormTemplate,
  practice: PracticeFacts,
  companyId: number | undefined,
  added: NonNullable<Customization['added']> = [],
) {
  const fee = asksFee(template) ? draft.fee.trim() : '';
  const sentFrom: number[] = [];
  const kept: string[] = [];
  (draft.notice ?? []).forEach((paragraph, index) => {
    if (paragraph.trim() === '') return;
    kept.push(paragraph.trim());
    sentFrom.push(index);
  });
  // The template's own wording is sent as none, so it keeps following the practice's facts.
  const own = templateWording(template, practice, fee);
  const isOwn = kept.length === own.length && kept.every((p, i) => p === own[i]);
  const customization = {
    notice: kept.length === 0 || isOwn ? null : kept,
    hidden: template.fields.filter((f) => draft.hidden.includes(f.name)).map((f) => f.name),
    records_fee: fee || null,
    added,
    signature: template.signatureBlock !== undefined && draft.signature,
  } satisfies Customization;
  return {
    body: {
      ...(companyId === undefined ? {} : { company_id: companyId }),
      title: draft.title,
      customization,
    },
    sentFrom,
  };
}

/** A message key of the payload (the shared schema's, the server's 422) as the screen's key. */
export function draftKey(key: string, sentFrom: readonly number[]): string | undefined {
  if (key === 'title') return key;
  const [root, part, index] = key.split('.');
  if (root !== 'customization') return undefined;
  if (part === 'notice') {
    if (index === undefined) return 'notice';
    const paragraph = sentFrom[Number(index)];
    return paragraph === undefined ? 'notice' : `notice.${paragraph}`;
  }
  return part === 'hidden' || part === 'records_fee' || part === 'signature' ? part : undefined;
}

/** The checks the server makes, in the screen's keys; empty when the draft may be saved. */
export function draftErrors(
  draft: CustomizeDraft,
  template: FormTemplate,
  practice: PracticeFacts,
): DraftErrors {
  const { body, sentFrom } = toPayload(draft, template, practice, undefined);
  const errors: DraftErrors = {};
  const add = (key: string | undefined, message: string) => {
    if (key && !(key in errors)) errors[key] = message;
  };
  const parsed = templateCustomizePayloadSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      add(draftKey(issue.path.join('.'), sentFrom), issue.message);
    return errors;
  }
  for (const [key, list] of Object.entries(
    customizationProblems(template, parsed.data.customization),
  )) {
    add(draftKey(`customization.${key}`, sentFrom), list.join(' '));
  }
  return errors;
}

/** Unknown placeholders per paragraph, as the clinic types (keys `notice.<n>`). */
export function placeholderProblems(
  paragraphs: readonly string[],
  template: FormTemplate,
): DraftErrors {
  const problems = customizationProblems(template, {
    notice: [...paragraphs],
    hidden: [],
    records_fee: null,
    added: [],
    signature: false,
  });
  return Object.fromEntries(Object.entries(problems).map(([key, list]) => [key, list.join(' ')]));
}

/** Why a question cannot be left out, or undefined when it can. */
export function keptBecause(
  field: TemplateField,
  hideable: ReadonlySet<string>,
): string | undefined {
  if (hideable.has(field.name)) return undefined;
  if ((BUNDLE_IDENTITY_FIELDS as readonly string[]).includes(field.name))
    return 'Every form asks who the patient is';
  if (field.type === 'signature') return 'A signature is always asked';
  if (field.readOnly) return 'Filled in for the patient';
  return 'Required by the template';
}

export const hideableNames = (template: FormTemplate) =>
  new Set(hideableFields(template).map((f) => f.name));
