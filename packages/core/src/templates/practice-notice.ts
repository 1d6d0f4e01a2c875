/**
 * Legal texts of templates speak of the practice that sends them (issue 17, decision 27): they
 * hold placeholders filled from the company's profile, and a template may word a notice per
 * state (Records Release's copy fee). The browser and the server fill them alike, so the text a
 * patient signs is the text the PDF prints.
 */

/** What a notice may say of the practice: its profile, and facts the clinic set on a template. */
export interface PracticeFacts {
  name: string;
  /** A US state's full name, as the company profile stores it; null when not given. */
  state?: string | null;
  phone?: string | null;
  /** The clinic's fee for copies of records, in its own words ("$6.50 per request"). */
  recordsFee?: string | null;
}

/** The placeholders a notice may use, and what each is filled with when the fact is missing. */
export const NOTICE_PLACEHOLDERS = {
  practice_name: { label: "The practice's name", fallback: 'this practice' },
  practice_state: { label: "The practice's state", fallback: 'your state' },
  practice_phone: { label: "The practice's phone", fallback: "the practice's phone number" },
  records_fee: {
    label: 'Your fee for copies of records',
    fallback: 'a reasonable, cost-based fee',
  },
} as const;
export type NoticePlaceholder = keyof typeof NOTICE_PLACEHOLDERS;

function factOf(facts: PracticeFacts, name: NoticePlaceholder): string | null | undefined {
  switch (name) {
    case 'practice_name':
      return facts.name;
    case 'practice_state':
      return facts.state;
    case 'practice_phone':
      return facts.phone;
    case 'records_fee':
      return facts.recordsFee;
  }
}

const isPlaceholder = (name: string): name is NoticePlaceholder =>
  Object.hasOwn(NOTICE_PLACEHOLDERS, name);

/**
 * A text with each `{placeholder}` replaced by the practice's fact (or a neutral wording when the
 * profile lacks it). Braces around anything else are left as written.
 */
export function fillNotice(text: string, facts: PracticeFacts): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
    if (!isPlaceholder(name)) return whole;
    const fact = factOf(facts, name)?.trim();
    return fact ? fact : NOTICE_PLACEHOLDERS[name].fallback;
  });
}

/** Placeholders a text uses that do not exist, for a message naming them. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]!);
  return [...new Set(names.filter((name) => !isPlaceholder(name)))];
}

export const isTexas = (facts: PracticeFacts): boolean =>
  facts.state?.trim().toLowerCase() === 'texas';
