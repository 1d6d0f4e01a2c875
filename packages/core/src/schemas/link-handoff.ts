// Issue 19, continue on another device: the server's draft of a link, and the hand-off code
// that opens the link on a second device behind the patient's birth date. One set of rules and
// messages for the API, which enforces them, and the patient's pages, which check them first.
import { z } from 'zod';
import {
  HANDOFF_CODE_ALPHABET,
  HANDOFF_CODE_LENGTH,
  handoffMessages,
} from './link-handoff-messages.js';
import { checkPastDate } from '../templates/checks.js';
import { signatureValueSchema } from '../templates/signature-schema.js';
import { identityMessages } from '../templates/validation.js';

const IMAGE_DATA_URL = /^data:[a-z]+\/[a-z0-9.+-]+;base64,/i;

function strip(value: unknown): unknown {
  if (typeof value === 'string') return IMAGE_DATA_URL.test(value) ? undefined : value;
  if (Array.isArray(value)) return value.map((item) => strip(item) ?? null);
  if (value !== null && typeof value === 'object') {
    if (signatureValueSchema.safeParse(value).success) return undefined;
    const kept: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const next = strip(item);
      if (next !== undefined) kept[key] = next;
    }
    return kept;
  }
  return value;
}

/**
 * The draft as it may leave the patient's device: every signature (drawn, uploaded or typed)
 * and image data URL left out. A signature is given on the device that sends the form, so the
 * patient signs again there; and images would make the draft heavy for nothing.
 */
export function draftWithoutSignatures<T extends object>(draft: T): T {
  return strip(draft) as T;
}

/** The draft's size as the server measures it: its JSON in UTF-8 bytes. */
export function draftBytes(draft: unknown): number {
  return new TextEncoder().encode(JSON.stringify(draft)).length;
}

/** A code as typed or scanned: case, spaces and dashes do not matter. */
export function normaliseHandoffCode(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The code as people read it: ABCD-EFGH. */
export function formatHandoffCode(code: string): string {
  const plain = normaliseHandoffCode(code);
  return `${plain.slice(0, 4)}-${plain.slice(4)}`;
}

const codeCharacters = new RegExp(`^[${HANDOFF_CODE_ALPHABET}]{${HANDOFF_CODE_LENGTH}}$`);

export const handoffCodeSchema = z
  .string({ error: handoffMessages.codeRequired })
  .max(40, { error: handoffMessages.codeRequired })
  .transform(normaliseHandoffCode)
  .refine((code) => codeCharacters.test(code), { error: handoffMessages.codeRequired });

/** A birth date as the forms take it (YYYY-MM-DD, 1900 to today), with the forms' messages. */
export const handoffDobSchema = z
  .string({ error: identityMessages.dobRequired })
  .trim()
  .min(1, { error: identityMessages.dobRequired, abort: true })
  .max(40, { error: 'Date of birth seems invalid' })
  .superRefine((value, ctx) => {
    const problem = checkPastDate(value, 'Date of birth');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The browser's draft object (a form's values, or a bucket's progress). */
const draftObjectSchema = z.record(z.string(), z.unknown());

/** PUT /api/public/links/{token}/draft. */
export const linkDraftSchema = z.object({ draft: draftObjectSchema });
export type LinkDraftPayload = z.input<typeof linkDraftSchema>;

export const linkDraftResponseSchema = z.object({
  status: z.literal(true),
  saved_at: z.string(),
});
export type LinkDraftResponse = z.infer<typeof linkDraftResponseSchema>;

/** POST /api/public/links/{token}/handoff: the birth date confirmed, and the latest draft. */
export const handoffCreateSchema = z.object({
  dob: handoffDobSchema,
  draft: draftObjectSchema.optional(),
});
export type HandoffCreatePayload = z.input<typeof handoffCreateSchema>;

export const handoffCreateResponseSchema = z.object({
  /** ABCD-EFGH; the QR code opens /continue/{code}. */
  code: z.string(),
  expires_at: z.string(),
});
export type HandoffCreateResponse = z.infer<typeof handoffCreateResponseSchema>;

/** POST /api/public/handoffs/claim. */
export const handoffClaimSchema = z.object({ code: handoffCodeSchema, dob: handoffDobSchema });
export type HandoffClaimPayload = z.input<typeof handoffClaimSchema>;

export const handoffClaimResponseSchema = z.object({
  /** The link's own token: the second device opens the link as the first did. */
  token: z.string(),
  kind: z.enum(['form', 'bucket']),
  /** The answers saved so far (no signatures), or null when none were saved. */
  draft: draftObjectSchema.nullable(),
});
export type HandoffClaimResponse = z.infer<typeof handoffClaimResponseSchema>;

// The limits and messages live apart, without zod; importers of this module still find them.
export {
  HANDOFF_DRAFT_MAX_BYTES,
  HANDOFF_CODE_MINUTES,
  HANDOFF_MAX_FAILURES,
  HANDOFF_CODE_ALPHABET,
  HANDOFF_CODE_LENGTH,
  handoffMessages,
} from './link-handoff-messages.js';
