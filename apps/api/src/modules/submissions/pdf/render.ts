import {
  DEFAULT_PATIENT_LANGUAGE,
  patientDocumentTexts,
  type PatientLanguage,
} from '@paperless/core';
import { PDFDocument } from '@cantoo/pdf-lib';
import { detectImageType } from '../../../lib/image-bytes.js';
import { answerOf, isRecord, usDate, type Answer } from './answers.js';
import { certificateTexts, drawCertificate, type CertificateInput } from './certificate.js';
import { bodyFonts } from './body-fonts.js';
import { savePdf } from './chain.js';
import { clinicTime } from './clinic-time.js';
import { drawHeader, drawLegalText, drawPatient, drawSubmitted } from './draw.js';
import { pdfFontkit } from './fonts.js';
import { bodyText, formAsShown, languageLine, pdfLanguageTag } from './language.js';
import { printableForm, type SubmittedForm } from './form-model.js';
import { PageFlow } from './layout.js';
import { drawSection } from './questions.js';
import { NOT_SIGNED, embedImage, printSignatures } from './signature.js';
import {
  appendAttachedPdfs,
  isUploadQuestion,
  printPhotos,
  uploadAnswer,
  type PdfUpload,
} from './uploads.js';

export type { SubmittedForm } from './form-model.js';
export type { PdfUpload } from './uploads.js';

/** Everything a submitted form's PDF shows. Nothing is fetched: the caller loads it all. */
export interface SubmissionPdfInput {
  practice: {
    name: string;
    /** PNG or JPEG bytes; any other image (a WebP logo) is left out and the name still prints. */
    logo?: Uint8Array;
    /** Issue 20: its phone and address as one line under the name (practice profile). */
    contact?: string | null;
  };
  form: SubmittedForm;
  /** The validated answers, keyed by field name. */
  values: Record<string, unknown>;
  submittedAt: Date;
  /** The clinic's IANA time zone (companies.time_zone): every time printed is in it. */
  timeZone: string;
  patient: {
    name: string;
    /** 'YYYY-MM-DD' as stored; printed MM/DD/YYYY. */
    dob: string | Date;
  };
  /** Printed in every footer, e.g. the submission id, so a printed page leads back to it. */
  reference?: string;
  /** The files file questions name, by upload id (lower case), opened by the caller. */
  uploads?: Record<string, PdfUpload>;
  /** Issue 18: the Signature Certificate, drawn as the last of the form's own pages. */
  certificate?: CertificateInput;
  /**
   * Issue 21: the language the patient filled the form in (submissions.language): the form's own
   * words print in it, the answers as typed. Absent: English.
   */
  language?: PatientLanguage;
}

export const PRODUCER = 'Paperless Clinic';

/** A bad date must not stop the PDF, nor make two renders of one submission differ. */
const validDate = (date: Date) => (Number.isNaN(date.getTime()) ? new Date(0) : date);

/** When the form was submitted, in the clinic's time zone: '06/15/2025 9:03 AM CDT'. */
export function submittedLabel(at: Date, timeZone: string): string {
  return clinicTime(validDate(at), timeZone);
}

const dobText = (dob: string | Date) =>
  usDate(dob instanceof Date ? (Number.isNaN(dob.getTime()) ? '' : dob.toISOString()) : dob);

function valueOf(values: Record<string, unknown>, name: string): unknown {
  // Own answers only: a field named 'constructor' must not print the prototype's.
  return Object.hasOwn(values, name) ? values[name] : undefined;
}

/** Every text the body fonts must draw, so the chains embed only the fallbacks needed. */
function* textsOf(parts: {
  input: SubmissionPdfInput;
  patient: { name: string; dob: string };
  title: string;
  /** The header's language line and the notice's heading. */
  extras: readonly string[];
  legalText: readonly string[];
  labels: readonly string[];
  answers: readonly Answer[];
}): Generator<string> {
  yield parts.input.practice.name;
  yield parts.input.practice.contact ?? '';
  yield parts.patient.name;
  yield parts.patient.dob;
  yield parts.input.reference ?? '';
  yield parts.title;
  yield* parts.extras;
  yield* parts.legalText;
  yield* parts.labels;
  for (const answer of parts.answers) {
    if (answer.kind === 'table') yield* [...answer.columns, ...answer.rows.flat()];
    else yield answer.text;
  }
}

/** A ticked box's Yes or No is the form's word, not the patient's: it prints in their language. */
function checkboxIn(type: string, answer: Answer, lang: PatientLanguage): Answer {
  if (type !== 'checkbox' || answer.kind !== 'text' || !['Yes', 'No'].includes(answer.text))
    return answer;
  return { kind: 'text', text: bodyText(answer.text, lang) };
}

async function logoOf(doc: PDFDocument, bytes: Uint8Array | undefined) {
  if (!bytes) return undefined;
  const type = detectImageType(bytes)?.mime;
  if (type !== 'image/png' && type !== 'image/jpeg') return undefined;
  return embedImage(doc, { type: type === 'image/png' ? 'png' : 'jpeg', bytes });
}

/**
 * The PDF of one submitted form: practice header, title and version, the patient, every
 * section's questions and answers (uploaded photos drawn under theirs), the legal text, the
 * signatures and when it was submitted, with 'Page N of M' and the practice name on every page
 * of the form; the pages of uploaded PDFs follow. Pure: the same input gives the same
 * bytes, and no input makes it throw.
 */
export async function renderSubmissionPdf(input: SubmissionPdfInput): Promise<Uint8Array> {
  // Answers come from stored JSON: anything but an object is no answers at all.
  const values = isRecord(input.values) ? input.values : {};
  const lang = input.language ?? DEFAULT_PATIENT_LANGUAGE;
  const form = printableForm(formAsShown(input.form, lang), values, lang);
  const language = languageLine(lang);
  const noticeHeading = bodyText(patientDocumentTexts.noticeHeading, lang);
  const notSigned = bodyText(patientDocumentTexts.notSigned, lang);
  const submittedAt = validDate(input.submittedAt);

  // No creation date from the clock and no default producer: metadata comes from the input.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(pdfFontkit);
  // Nothing about the patient: the file may be forwarded, and metadata is easy to overlook when
  // redacting. /Lang is the language the form's words print in (the frame stays English);
  // answers in other scripts are marked by their fonts.
  doc.setTitle(form.title, { showInWindowTitleBar: true });
  doc.setAuthor(input.practice.name);
  doc.setSubject(`${form.title}, version ${form.version}, as submitted to ${input.practice.name}`);
  doc.setLanguage(pdfLanguageTag(lang));
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(submittedAt);
  doc.setModificationDate(submittedAt);

  // Answers first: the body fonts are chosen for the texts they will print.
  const fields = form.sections.flatMap((section) => section.fields);
  const answers = new Map(
    fields
      .filter((field) => field.type !== 'signature')
      .map((field) => {
        const value = valueOf(values, field.name);
        const answer = isUploadQuestion(field)
          ? uploadAnswer(value, input.uploads)
          : answerOf(field, value);
        return [field, checkboxIn(field.type, answer, lang)] as const;
      }),
  );
  const patient = { name: input.patient.name, dob: dobText(input.patient.dob) };
  const fonts = await bodyFonts(doc, [
    ...textsOf({
      input,
      patient,
      title: form.title,
      extras: [language ?? '', noticeHeading, notSigned],
      legalText: form.legalText,
      labels: [...form.sections.map((s) => s.title ?? ''), ...fields.map((f) => f.label)],
      answers: [...answers.values()],
    }),
    ...certificateTexts(input.certificate),
  ]);
  const signatureFields = fields.filter((field) => field.type === 'signature');
  const signatures = await printSignatures(
    doc,
    signatureFields.map((field) => valueOf(values, field.name)),
  );
  // An empty signature's caption is the form's word, printed in the patient's language.
  const printedSignatures = new Map(
    signatureFields.map((field, i) => {
      const printed = signatures[i]!;
      const unsigned = printed.kind === 'missing' && printed.caption === NOT_SIGNED;
      return [field, unsigned ? { ...printed, caption: notSigned } : printed];
    }),
  );
  const uploadFields = fields
    .filter(isUploadQuestion)
    .map((field) => ({ name: field.name, value: valueOf(values, field.name) }));
  const photos = await printPhotos(doc, uploadFields, input.uploads);
  const logo = await logoOf(doc, input.practice.logo);

  const runningHeader = `${form.title}  ·  ${patient.name}  ·  DOB ${patient.dob}`;
  const flow = new PageFlow(doc, fonts, runningHeader);
  drawHeader(flow, {
    practiceName: input.practice.name,
    logo,
    contact: input.practice.contact ?? undefined,
    title: form.title,
    version: form.version,
    language,
  });
  drawPatient(flow, patient);
  form.sections.forEach((section, index) => {
    if (index === form.legalTextAt) drawLegalText(flow, form.legalText, noticeHeading);
    const questions = section.fields.map((field) => ({
      field,
      printed: photos.get(field.name) ??
        answers.get(field) ??
        printedSignatures.get(field) ?? { kind: 'missing', caption: notSigned },
    }));
    drawSection(flow, { title: section.title, questions });
  });
  if (form.legalTextAt >= form.sections.length) drawLegalText(flow, form.legalText, noticeHeading);
  drawSubmitted(flow, submittedLabel(submittedAt, input.timeZone));
  if (input.certificate) drawCertificate(flow, input.certificate);
  flow.stampFooters(input.practice.name, input.reference);
  await appendAttachedPdfs(
    doc,
    uploadFields.map((field) => field.value),
    input.uploads,
  );
  return savePdf(doc);
}
