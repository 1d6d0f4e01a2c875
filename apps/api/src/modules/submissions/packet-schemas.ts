import { ID_MAX } from '@paperless/core';
import { z } from 'zod';

/** A ZIP holds at most this many forms (issue 18); more is refused with a clear message. */
export const ZIP_MAX_FILES = 200;
/**
 * One merged PDF holds at most this many forms: it is built in memory (pdf-lib keeps the whole
 * document), unlike the ZIP, which is streamed. A patient's visits rarely come near it.
 */
export const MERGED_PDF_MAX_FILES = 50;

export const packetMessages = {
  noneSelected: 'Select at least one form to download.',
  badSelection: 'The selected forms could not be read. Please select them again.',
  tooManyForZip: `A ZIP can hold at most ${ZIP_MAX_FILES} forms. Select fewer forms and try again.`,
  tooManyForPdf: `One PDF can hold at most ${MERGED_PDF_MAX_FILES} forms. Select fewer forms, or download them as a ZIP.`,
  notFound: 'Some of the selected forms were not found. Please refresh the list and try again.',
  onePatient:
    'One PDF holds one patient’s forms, and these are of more than one patient. Select one patient’s forms, or download them as a ZIP.',
  notReady: (names: readonly string[]) =>
    `${names.length === 1 ? 'This form is' : 'These forms are'} not ready to download: ${names.join('; ')}. Leave ${names.length === 1 ? 'it' : 'them'} out, or try again in a moment.`,
  coverTitle: 'Patient packet',
  coverNote:
    'The forms follow in this order, each as it was signed. Verify checks each form’s own PDF, ' +
    'not this combined file.',
} as const;

const companyId = z.coerce.number().int().positive().max(ID_MAX).optional();

const ID_PATTERN = /^[1-9][0-9]{0,15}$/;

/**
 * '12,13,14': the selected submissions, in the query so a download is a plain GET. Every
 * problem is reported on the field itself (not on an element of it), in our words.
 */
function selectionSchema(max: number, tooMany: string) {
  return z
    .string({ error: packetMessages.noneSelected })
    .max(max * 17 + 100, { error: tooMany })
    .transform((value, ctx) => {
      const ids = [...new Set(value.split(',').map((id) => id.trim()))].filter(Boolean);
      const problem =
        ids.length === 0
          ? packetMessages.noneSelected
          : !ids.every((id) => ID_PATTERN.test(id))
            ? packetMessages.badSelection
            : ids.length > max
              ? tooMany
              : null;
      if (problem === null) return ids;
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    })
    .describe('Submission ids, comma-separated');
}

export const packetPdfQuerySchema = z.object({
  company_id: companyId,
  submission_ids: selectionSchema(MERGED_PDF_MAX_FILES, packetMessages.tooManyForPdf),
});

export const packetZipQuerySchema = z.object({
  company_id: companyId,
  submission_ids: selectionSchema(ZIP_MAX_FILES, packetMessages.tooManyForZip),
});
