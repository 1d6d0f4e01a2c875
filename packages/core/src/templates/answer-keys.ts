/**
 * Answer keys of a clinic's own form (issue 17): staff type a label, the builder derives the key
 * that names the answer in storage, exports and across a bucket's forms. A key is made once,
 * when the question is added, and kept when the label is later reworded, so answers of every
 * version line up; only the builder's "Advanced" section changes it.
 */
const KEY_MAX = 40;

/** A key for this label, unlike every key in `taken` (compared without case, as the server does). */
export function answerKeyFromLabel(label: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((k) => k.toLowerCase()));
  const words = label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, KEY_MAX)
    .replace(/_+$/, '');
  const base = words === '' ? 'question' : /^[0-9]/.test(words) ? `q_${words}` : words;
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}_${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

// Questions the patient block above every form already asks (first and last name, birth date).
const IDENTITY_LABELS = [
  /^(patient'?s? )?(first |last |full |legal )?name$/,
  /^(patient'?s? )?(date of birth|birth ?date|dob|d\.o\.b\.?)$/,
  /^(first|last|full)_?name$/,
];

/**
 * Whether a question asks what the patient identity block at the top of every form asks. The
 * builder refuses it, pointing at that block, so patients are never asked twice.
 */
export function asksPatientIdentity(label: string): boolean {
  const text = label
    .trim()
    .toLowerCase()
    .replace(/[:*?]+$/, '')
    .replace(/\s+/g, ' ');
  return IDENTITY_LABELS.some((pattern) => pattern.test(text));
}
