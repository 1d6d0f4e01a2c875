// The hand-off's limits and the words a patient reads (issue 19), apart from the zod schemas in
// link-handoff.ts so the Spanish catalogue's patterns (i18n/message-patterns.ts) bring no zod.

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
