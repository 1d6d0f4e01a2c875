import { ANSWER_MAX_LENGTH, FORM_LIMITS, SIGNATURE_MAX_BYTES } from '@paperless/core';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { probeHealthz } from '#test/security/latency-probe.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { testEngine } from '#test/support/database.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { customForm, makeLink, patient, submit } from '#test/factories/patient-links.js';

/**
 * Security review II, finding 3: PDFs render off the API's event loop. The heaviest submission a
 * patient may send (a custom form of the most fields allowed, every text area at its cap, and
 * signatures of the largest size in what the request body leaves) renders while /healthz is
 * polled; every answer must come within 100 ms on PostgreSQL. The embedded database runs each
 * statement in this thread, so on PGlite the job's own queries hold the loop too: there the gate
 * is 250 ms (a CI rehearsal beside other work measured 131 ms on PGlite, where PostgreSQL
 * stays under 100). Either gate
 * still fails at once if the render came back to this thread: it takes seconds.
 */
let t: TestApp;
let clinic: TestClinic;
beforeAll(async () => {
  t = await createTestApp();
  clinic = await createClinic(t.app, t.db, { name: 'Heavy Forms Clinic' });
});
afterAll(() => t.close());

const SIGNATURES = 5;
const GATE_MS = testEngine === 'pglite' ? 250 : 100;

/** A PNG of noise just under the signature cap: nothing compresses it. */
async function largestSignature(): Promise<string> {
  const side = 476;
  const noise = randomBytes(side * side * 4);
  const png = await sharp(noise, { raw: { width: side, height: side, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(png.length).toBeLessThanOrEqual(SIGNATURE_MAX_BYTES);
  expect(png.length).toBeGreaterThan(SIGNATURE_MAX_BYTES * 0.85);
  return `data:image/png;base64,${png.toString('base64')}`;
}

it('answers /healthz within its gate while the heaviest allowed PDF renders', async () => {
  const texts = FORM_LIMITS.fields - SIGNATURES;
  const fields = [
    ...Array.from({ length: texts }, (_, i) => ({
      name: `notes_${i}`,
      label: `Question ${i + 1}: tell us everything about it`,
      type: 'textarea',
      input_type: 'textarea' as const,
    })),
    ...Array.from({ length: SIGNATURES }, (_, i) => ({
      name: `sign_${i}`,
      label: `Signature ${i + 1}`,
      type: 'signature',
      input_type: 'signature' as const,
    })),
  ];
  const formId = await customForm(t.db, clinic.id, fields);
  // Words of varied length, so every line is measured and wrapped.
  const words = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod ';
  const longest = words
    .repeat(ANSWER_MAX_LENGTH.long / words.length + 1)
    .slice(0, ANSWER_MAX_LENGTH.long);
  const signature = { kind: 'drawn', dataUrl: await largestSignature() };
  const answers: Record<string, unknown> = { ...patient };
  for (const f of fields) answers[f.name] = f.input_type === 'signature' ? signature : longest;

  const { token, linkId } = await makeLink(t.db, { companyId: clinic.id, formId });
  const sent = await submit(t.app, token, { fields: answers, formId });
  expect(sent.statusCode, sent.body).toBe(201);

  const probe = probeHealthz(t.app);
  const started = performance.now();
  await t.app.pdfWorker.drain();
  const renderMs = performance.now() - started;
  const latency = await probe.stop();

  const row = await t.db
    .selectFrom('submissions')
    .select('pdf_status')
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  expect(row.pdf_status).toBe('ready');
  console.warn(`render ${Math.round(renderMs)} ms, /healthz ${JSON.stringify(latency)}`);
  // The render is heavy enough to matter, and /healthz was asked all along.
  expect(renderMs).toBeGreaterThan(500);
  expect(latency.probes).toBeGreaterThan(renderMs / 100);
  expect(latency.failures).toBe(0);
  expect(latency.worstMs).toBeLessThan(GATE_MS);
}, 120_000);
