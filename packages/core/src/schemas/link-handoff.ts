// Issue 19, continue on another device: the server's draft of a link, and the hand-off code
// that opens the link on a second device behind the patient's birth date. One set of rules and
// messages for the API, which enforces them, and the patient's pages, which check them first.
import { z } from 'zod';
import { checkPastDate } from '../templates/checks.js';
import { signatureValueSchema } from '../templates/signature-schema.js';
import { identityMessages } from '../templates/validation.js';

/** The draft kept on the server, as JSON, at most (signature images are left out first). */
export const HANDOFF_DRAFT_MAX_BYTES = 256 * 1024;
/** How long a hand-off code opens the link. */
export const HANDOFF_CODE_MINUTES = 15;
/** Wrong birth dates that lock a hand-off. */
export const HANDOFF_MAX_FAILURES = 5;
/**
 * The code's characters: no 0/O, 1/I/L or U/V, which people misread from a screen. Eight of
 * them are about 39 bits; a code lives 15 minutes and failed claims are limited per address.
 */
export const HANDOFF_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ23456789';
export const HANDOFF_CODE_LENGTH = 8;

export const handoffMessages = {
  dialogTitle: 'Continue on another device',
  dobIntro:
    'To keep your answers private, confirm your date of birth. ' +
    'You will enter it again on the other device.',
  dobLabel: 'Date of birth',
  makeCode: 'Show my code',
  scanHint: "Scan the QR code with your phone's camera, or open this address and type the code:",
  qrLabel: 'QR code that opens your forms on another device',
  codeLabel: 'Your code',
  validUntil: (time: string) => `The code works once, until ${time}.`,
  codeLife: `The code works once, for ${HANDOFF_CODE_MINUTES} minutes.`,
  signAgain: 'Signatures do not move to the other device: you will sign there again.',
  done: 'Done',
  continueTitle: 'Continue your forms',
  continueIntro:
    'Enter the code shown on your first device, and your date of birth to confirm it is you.',
  codeField: 'Code',
  continueButton: 'Continue',
  opening: 'Opening your forms',
  codeRequired: 'Enter the 8-character code shown on your first device.',
  /** 404/410 of a claim: unknown, expired, used or replaced, all alike. */
  codeExpired:
    'This code has expired or is not valid. ' +
    'On your first device, choose Continue on another device again.',
  dobMismatch: (left: number) =>
    `That date of birth does not match. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  /** 423: the fifth wrong birth date; the practice was told. */
  locked:
    'This code is locked after too many wrong dates of birth. ' +
    'Please contact the practice that sent you the link for help.',
  /** A link filled on the practice's tablet stays on the tablet. */
  kioskStays: "Forms started on the practice's tablet are finished on the tablet.",
  draftTooLarge:
    'Your answers are too long to move to another device. Please finish them on this device.',
  /** The clinic's bell and e-mail: the form or bucket, never the patient. */
  lockedNoticeTitle: 'A "continue on another device" code was locked',
  lockedNoticeBody: (title: string) =>
    `Someone entered a wrong date of birth five times for a code that moves a patient's ${title} ` +
    "to another device. The code no longer opens; the link still works on the patient's own " +
    'device. Open Activity if you want to resend or cancel it.',
} as const;

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
