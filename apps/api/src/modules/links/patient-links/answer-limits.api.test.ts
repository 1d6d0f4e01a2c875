import {
  ANSWER_MAX_LENGTH,
  LIST_MAX_ROWS,
  listMessages,
  messages,
  type TemplateValues,
} from '@paperless/core';
import { ENTRIES_MESSAGE } from '../../../lib/input-guard.js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decoyPng, pngDataUrl } from '#test/factories/images.js';
import {
  customForm,
  linkWorld,
  patient,
  recordsRelease,
  submit,
} from '#test/factories/patient-links.js';

/** Security review II, finding 3: what a patient link takes in text and signature images. */
const t = linkWorld({ name: 'Limits Clinic' });

async function sendForm(fields: Record<string, unknown>) {
  const link = await t.link();
  const response = await submit(t.app, link.token, { fields, formId: t.formId });
  const stored = await t.db
    .selectFrom('submissions as s')
    .innerJoin('encounters as e', 'e.id', 's.encounter_id')
    .select('s.answers')
    .where('e.link_id', '=', link.linkId)
    .execute();
  return { response, stored };
}

describe('text answers', () => {
  it('refuses a 7 MB answer and one character over the cap, naming the field; stores nothing', async () => {
    const { long } = ANSWER_MAX_LENGTH;
    for (const records of ['x'.repeat(7_000_000), 'x'.repeat(long + 1)]) {
      const { response, stored } = await sendForm({
        ...recordsRelease(),
        records_requested: records,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        records_requested: [messages.answerTooLong('Records Requested', long)],
      });
      expect(stored).toEqual([]);
    }
  });

  it('takes an answer at the cap', async () => {
    const records = 'x'.repeat(ANSWER_MAX_LENGTH.long);
    const { response } = await sendForm({ ...recordsRelease(), records_requested: records });
    expect(response.statusCode, response.body).toBe(201);
  });
});

/**
 * Security III, finding 2: a list of 2,000,000 short strings passed every check and held the
 * server 5 s while the rules walked it; a checkbox answer's elements were never checked against
 * its options (200,000 of them were stored).
 */
describe('list answers', () => {
  it('refuses a list longer than its question allows, before any rule walks it', async () => {
    const { response, stored } = await sendForm({
      ...recordsRelease(),
      conditions: Array.from({ length: LIST_MAX_ROWS + 1 }, (_, i) => `Condition ${i}`),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ conditions: [listMessages.tooMany] });
    expect(stored).toEqual([]);
    // Two million are refused by the input guard, by their count (fuzz.api.test times it).
    const huge = await sendForm({
      ...recordsRelease(),
      conditions: new Array(2_000_000).fill('a'),
    });
    expect(huge.response.statusCode).toBe(422);
    expect(huge.response.json().errors).toEqual({ 'fields.conditions': [ENTRIES_MESSAGE] });
    expect(huge.stored).toEqual([]);
  });

  it('refuses a checkbox answer holding what its options do not', async () => {
    const checkboxForm = await customForm(t.db, t.clinic.id, [
      {
        name: 'symptoms',
        label: 'Symptoms',
        type: 'checkbox',
        input_type: 'checkbox',
        is_required: 0,
        options: ['Cough', 'Fever'],
      },
    ]);
    const send = async (symptoms: unknown) => {
      const link = await t.link({ formId: checkboxForm });
      return submit(t.app, link.token, { fields: { ...patient, symptoms }, formId: checkboxForm });
    };
    for (const symptoms of [['Rash'], ['Cough', 'Fever', 'Cough']]) {
      const refused = await send(symptoms);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        symptoms: ['Symptoms must be one of the listed options'],
      });
    }
    expect((await send(['Cough', 'Fever'])).statusCode).toBe(201);
  });
});

/** Security III, finding 7: a template's submission kept 780 junk keys of 10,000 characters. */
describe('answer keys', () => {
  it("keeps only the template's own questions and who the patient is", async () => {
    const junk = Object.fromEntries(
      Array.from({ length: 780 }, (_, i) => [`junk_${i}`, 'x'.repeat(100)]),
    );
    const sent = { ...recordsRelease(), ...junk };
    const { response, stored } = await sendForm(sent);
    expect(response.statusCode, response.body).toBe(201);
    expect(stored).toHaveLength(1);
    const kept = t.app.cipher.decryptJson(stored[0]!.answers!) as Record<string, unknown>;
    expect(Object.keys(kept).sort()).toEqual(Object.keys(recordsRelease()).sort());
  });
});

describe('signature images', () => {
  it('refuses the decoy-IHDR PNG bomb as a drawn signature, at once, and stores nothing', async () => {
    const signature = { kind: 'drawn', dataUrl: pngDataUrl(decoyPng()) };
    const started = performance.now();
    const { response, stored } = await sendForm({
      ...recordsRelease(),
      signature_patient: signature,
    });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      signature_patient: [messages.signatureImageUnreadable],
    });
    expect(stored).toEqual([]);
  });

  it('stores a re-encoded PNG within 900 × 240 without metadata, never the upload', async () => {
    const photo = await sharp({
      create: { width: 1800, height: 900, channels: 3, background: '#fafafa' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Zelda Quimby', Make: 'Phone' } } })
      .toBuffer();
    const upload = `data:image/jpeg;base64,${photo.toString('base64')}`;
    const { response, stored } = await sendForm({
      ...recordsRelease(),
      signature_patient: { kind: 'uploaded', dataUrl: upload },
    });
    expect(response.statusCode, response.body).toBe(201);
    const answers = t.app.cipher.decryptJson(stored[0]!.answers!) as TemplateValues;
    const kept = answers.signature_patient as { kind: string; dataUrl: string };
    expect(kept.kind).toBe('uploaded');
    expect(kept.dataUrl).toMatch(/^data:image\/png;base64,/);
    const bytes = Buffer.from(kept.dataUrl.split(',')[1]!, 'base64');
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([480, 240, undefined]);
    expect(bytes.includes('Zelda')).toBe(false);
  });
});
