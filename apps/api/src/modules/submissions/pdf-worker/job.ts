import { setImmediate } from 'node:timers/promises';
import { practiceAddressLine, practiceContactLine, type TemplateValues } from '@paperless/core';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { sealedKeyId, type Cipher } from '../../../lib/crypto.js';
import { errorClassOf } from '../../../lib/threads/wire.js';
import type { Storage } from '../../../lib/storage.js';
import { loadFormDefinition } from '../../forms/index.js';
import { pdfFileName } from '../file-names.js';
import type { SubmissionPdfInput } from '../pdf/render.js';
import { certificateData } from './certificate-data.js';
import { cleanPdfImages } from './images.js';
import { PdfRenderFailed } from './render-pool.js';
import { loadPdfUploads } from './uploads.js';

export interface PdfDeps {
  db: Db;
  storage: Storage;
  cipher: Cipher;
}

/** Why a job failed, as the logs may say it: names and kinds only, never an error's text. */
export interface PdfFailureCause {
  stage: 'load' | 'decrypt' | 'render' | 'store' | 'crashed';
  /** The class of the error ('PdfRenderFailed', 'ReferenceError'). */
  error: string;
  /** How a render ended ('timeout', 'failed', 'ended'), and the class of what it threw. */
  render?: string;
  thrown?: string;
}

/**
 * Where a job failed and the class of its cause; logged instead of the error, whose text might
 * quote an answer.
 */
export class PdfJobError extends Error {
  readonly failure: PdfFailureCause;
  constructor(stage: Exclude<PdfFailureCause['stage'], 'crashed'>, error: unknown) {
    super(`PDF job failed at ${stage}`);
    this.name = 'PdfJobError';
    this.failure = {
      stage,
      error: errorClassOf(error),
      ...(error instanceof PdfRenderFailed && {
        render: error.reason,
        ...(error.thrown && { thrown: error.thrown }),
      }),
    };
  }
}

async function step<T>(
  stage: Exclude<PdfFailureCause['stage'], 'crashed'>,
  work: () => Promise<T> | T,
): Promise<T> {
  try {
    // Each stage waits its turn behind the requests already queued: reading and opening a large
    // submission is a few busy milliseconds each, and chained they would add up.
    await setImmediate();
    return await work();
  } catch (error) {
    throw new PdfJobError(stage, error);
  }
}

/**
 * Makes the PDF of one claimed submission and records it: the file, encrypted, in storage under
 * a key the server makes, then pdf_key, the id of the key that sealed it, pdf_name, the PDF's
 * sha256 and status 'ready' in one update. A row that is no longer pending (made by a run that
 * overlapped this one) is left as it is.
 */
export async function makeSubmissionPdf(
  deps: PdfDeps,
  submissionId: string,
  /** Renders off the event loop (render-pool.ts). */
  render: (input: SubmissionPdfInput) => Promise<Uint8Array>,
): Promise<void> {
  const row = await step('load', () =>
    deps.db
      .selectFrom('submissions as s')
      .innerJoin('encounters as e', 'e.id', 's.encounter_id')
      .innerJoin('companies as c', 'c.id', 's.company_id')
      .select([
        's.id',
        's.form_id',
        's.form_version',
        's.form_name',
        's.answers',
        's.created_at',
        's.language',
        'e.patient_first_name',
        'e.patient_last_name',
        sql<string | null>`to_char(e.patient_dob, 'YYYY-MM-DD')`.as('dob'),
        'c.name as practice_name',
        'c.time_zone',
        'c.logo_key',
        'c.phone',
        'c.address',
        'c.address1',
        'c.city',
        'c.state',
        'c.zip',
      ])
      .where('s.id', '=', submissionId)
      .executeTakeFirstOrThrow(),
  );
  const definition = await step('load', async () => {
    const found = await loadFormDefinition(deps.db, row.form_id, row.form_version);
    if (!found) throw new Error('form version not found');
    return found;
  });
  const values = await step('decrypt', () =>
    row.answers === null ? {} : (deps.cipher.decryptJson(row.answers) as TemplateValues),
  );
  // The Signature Certificate's facts, and its hash of the answers as sealed (before cleaning).
  const certificate = await step('load', () =>
    certificateData(deps, { id: submissionId, definition, values }),
  );
  const stored = row.logo_key ? ((await deps.storage.get(row.logo_key)) ?? undefined) : undefined;
  const images = await step('render', () => cleanPdfImages({ logo: stored, values }));
  // Opened here, not in the render thread, which holds no keys.
  const uploads = await step('decrypt', () => loadPdfUploads(deps, submissionId));
  const bytes = await step('render', () =>
    render({
      practice: {
        name: row.practice_name,
        logo: images.logo,
        contact: practiceContactLine(row.phone, practiceAddressLine(row)),
      },
      form: definition,
      values: images.values,
      submittedAt: row.created_at,
      timeZone: row.time_zone,
      patient: {
        name: `${row.patient_first_name} ${row.patient_last_name}`.trim(),
        dob: row.dob ?? '',
      },
      reference: `Submission ${row.id}`,
      uploads,
      certificate,
      language: row.language,
    }),
  );
  // Sealed at rest like the answers; the checksum stays that of the PDF itself.
  const sealed = await step('store', () => deps.cipher.encryptBytes(bytes));
  const key = await step('store', () => deps.storage.put('submissions', 'pdf', sealed));
  await step('store', () =>
    deps.db
      .updateTable('submissions')
      .set({
        pdf_key: key,
        pdf_name: pdfFileName({
          firstName: row.patient_first_name,
          lastName: row.patient_last_name,
          title: row.form_name,
          at: row.created_at,
          timeZone: row.time_zone,
        }),
        pdf_sha256: createHash('sha256').update(bytes).digest('hex'),
        pdf_key_id: sealedKeyId(sealed),
        pdf_status: 'ready',
        pdf_lease_until: null,
      })
      .where('id', '=', submissionId)
      .where('pdf_status', '=', 'pending')
      .execute(),
  );
}
