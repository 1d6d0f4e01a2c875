import { isKnownTimeZone } from '@paperless/core';
import { clinicTime } from './clinic-time.js';
import {
  ANSWER_WIDTH,
  drawHeading,
  drawQuestion,
  KEEP_TOGETHER_LINES,
  LABEL_WIDTH,
  styles,
} from './draw.js';
import { INK, PAGE, type PageFlow } from './layout.js';

/**
 * The Signature Certificate (issue 18): the last page of a submission's own pages, saying how,
 * when and by whom the form was signed (ESIGN and UETA ask that an electronic signature be
 * attributable and its record kept unaltered). Plain data, so it crosses to the render thread;
 * gathered by pdf-worker/certificate-data.ts. A fact the server never recorded (a submission
 * older than the evidence, one made without a link) prints as not recorded instead of failing.
 */
export interface CertificateInput {
  /** The clinic's IANA zone (companies.time_zone); times print in it and in UTC. */
  timeZone: string;
  practice: string;
  form: { title: string; version: number };
  /** The link the form came through; null when it came through none. */
  link: {
    reference: string;
    channel: 'email' | 'sms' | 'kiosk';
    /** Already masked (core maskRecipient): the certificate travels with the PDF. */
    recipient: string;
  } | null;
  sentAt: Date | null;
  openedAt: Date | null;
  consent: {
    acceptedAt: Date;
    version: string;
    /**
     * Issue 21: the disclosure quoted as the patient read it when accepting: the English name
     * of the language it was shown in, and its paragraphs. Absent when the patient read both
     * it and the form in English, whose certificate is as it always was.
     */
    disclosure?: { language: string; paragraphs: readonly string[] };
  } | null;
  signedAt: Date | null;
  submittedAt: Date;
  signer: { ip: string | null; userAgent: string | null } | null;
  signatures: { label: string; method: SignatureMethod }[];
  /** Hex SHA-256 of the answers' canonical JSON (certificate-data.ts says how). */
  answersSha256: string;
  /** Hex SHA-256 of the form version's stored definition, canonical; null: version not found. */
  formSha256: string | null;
  /**
   * Issue 21: a form filled in another language than English: that language's English name.
   * Absent for English, whose certificate is as it always was.
   */
  language?: { name: string };
}

export type SignatureMethod = 'drawn' | 'typed' | 'uploaded' | 'not signed' | 'unreadable';

export const CERTIFICATE_TITLE = 'Signature Certificate';
const CERTIFICATE_NOTE = 'How, when and by whom this form was signed electronically.';
export const NOT_RECORDED = 'Not recorded';
export const HASH_METHOD =
  'SHA-256 (hex) of canonical JSON: object keys sorted, no spaces, UTF-8. The answers are ' +
  "hashed as stored (sealed) with the submission; the form version as the clinic's stored " +
  'definition of that version (template id, title, description, version, fields).';

const METHOD_TEXT: Record<SignatureMethod, string> = {
  drawn: 'Drawn on screen',
  typed: 'Typed name',
  uploaded: 'Uploaded image',
  'not signed': 'Not signed',
  unreadable: 'Unreadable',
};
const CHANNEL_TEXT = {
  email: 'E-mail',
  sms: 'Text message (SMS)',
  kiosk: "The clinic's kiosk (a tablet at the practice)",
} as const;

/** '2026-11-27 15:41:04 UTC': seconds kept, as evidence wants. */
export function utcText(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** '11/27/2026 9:41 AM CST (2026-11-27 15:41:04 UTC)', or 'Not recorded'. */
export function certificateTime(at: Date | null, timeZone: string): string {
  if (!at || Number.isNaN(at.getTime())) return NOT_RECORDED;
  return `${clinicTime(at, timeZone)} (${utcText(at)})`;
}

/** The certificate's rows by heading, in print order. */
export function certificateSections(
  c: CertificateInput,
): { title: string; rows: [string, string][] }[] {
  const time = (at: Date | null) => certificateTime(at, c.timeZone);
  const consent = c.consent
    ? `${time(c.consent.acceptedAt)}, disclosure version ${c.consent.version}`
    : NOT_RECORDED;
  const link: [string, string][] = c.link
    ? [
        ['Link reference', c.link.reference],
        ['Sent by', CHANNEL_TEXT[c.link.channel]],
        // A kiosk link (issue 19) was sent to nobody: it was opened on the clinic's tablet.
        [
          'Sent to',
          c.link.channel === 'kiosk' ? 'Not sent: filled at the practice' : c.link.recipient,
        ],
      ]
    : [['Link reference', 'None: this form was not submitted through a patient link']];
  const signatures: [string, string][] =
    c.signatures.length > 0
      ? c.signatures.map((s) => [s.label, METHOD_TEXT[s.method]])
      : [['Signatures', 'This form asks for none']];
  return [
    {
      title: 'Document',
      rows: [
        ['Practice', c.practice],
        ['Form', c.form.title],
        ['Form version', String(c.form.version)],
        ...(c.language
          ? [['Language shown to the patient', c.language.name] as [string, string]]
          : []),
        ...link,
      ],
    },
    {
      title: `Times (${isKnownTimeZone(c.timeZone) ? c.timeZone : 'UTC'}, and UTC)`,
      rows: [
        ['Sent', time(c.sentAt)],
        ['Opened', time(c.openedAt)],
        ['Consent accepted', consent],
        ['Signed', time(c.signedAt)],
        ['Submitted', time(c.submittedAt)],
      ],
    },
    {
      title: 'Signer',
      rows: [
        ['IP address', c.signer?.ip ?? NOT_RECORDED],
        ['Browser', c.signer?.userAgent ?? NOT_RECORDED],
      ],
    },
    { title: 'Signatures', rows: signatures },
    {
      title: 'Integrity',
      rows: [
        ['Answers SHA-256', c.answersSha256],
        ['Form version SHA-256', c.formSha256 ?? NOT_RECORDED],
      ],
    },
  ];
}

/** Every text the certificate prints, so the body fonts embed what it needs. */
export function* certificateTexts(c: CertificateInput | undefined): Generator<string> {
  if (!c) return;
  yield* [CERTIFICATE_TITLE, CERTIFICATE_NOTE, HASH_METHOD];
  for (const section of certificateSections(c)) {
    yield section.title;
    for (const [label, value] of section.rows) yield* [label, value];
  }
  const quote = disclosureQuote(c);
  if (quote) yield* [quote.title, ...quote.paragraphs];
}

/**
 * The disclosure the patient accepted, quoted in the language they read it in when accepting
 * (which may differ from the form's: the patient may switch the page's language after).
 */
function disclosureQuote(c: CertificateInput) {
  const disclosure = c.consent?.disclosure;
  if (!c.consent || !disclosure?.paragraphs.length) return undefined;
  const title =
    `E-sign disclosure as shown to the patient (${disclosure.language}, ` +
    `version ${c.consent.version})`;
  return { title, paragraphs: disclosure.paragraphs };
}

/** Draws the certificate on a page of its own, after the form's last page. */
export function drawCertificate(flow: PageFlow, c: CertificateInput): void {
  const s = styles(flow);
  flow.newPage();
  flow.paragraph(CERTIFICATE_TITLE, s.title);
  flow.line(CERTIFICATE_NOTE, s.note);
  flow.gap(4);
  // A hash prints smaller, so its 64 digits stay on one line and copy as one word.
  const hash = { chain: s.answer.chain, size: 8.5, color: INK };
  for (const section of certificateSections(c)) {
    drawHeading(flow, section.title, s.answer.size * 1.35);
    for (const [label, value] of section.rows) {
      if (!/^[0-9a-f]{64}$/.test(value)) {
        drawQuestion(flow, label, value);
        continue;
      }
      flow.cells(
        [
          { text: label, style: s.label, x: PAGE.margin, width: LABEL_WIDTH },
          { text: value, style: hash, x: PAGE.margin + LABEL_WIDTH + 14, width: ANSWER_WIDTH },
        ],
        KEEP_TOGETHER_LINES,
      );
      flow.gap(3);
    }
  }
  const quote = disclosureQuote(c);
  if (quote) {
    drawHeading(flow, quote.title, s.legal.size * 1.35 * 3);
    for (const paragraph of quote.paragraphs) {
      flow.paragraph(paragraph, s.legal);
      flow.gap(4);
    }
  }
  flow.gap(6);
  flow.paragraph(HASH_METHOD, s.note);
}
