import { FORM_TEMPLATES } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { checkTemplateSubmission } from '../store/check.js';
import { printableForm } from './form-model.js';
import { flatText } from '#test/pdf/pdf-text.js';
import { renderSubmissionPdf } from './render.js';

// Medical History asks its gynecologic questions only of a patient who answered Female: the
// PDF of anyone else's submission leaves the checklist out, the spec's placeholders stay.
const history = {
  patient_firstname: 'Sam',
  patient_lastname: 'Reyes',
  dob: '1980-02-29',
  has_medication_allergies: 'No',
  occupation: 'Teacher',
  maritalStatus: 'Married',
  usesTobacco: 'No',
  Alcohol: 'No',
  gyn: ['Pelvic pain'],
};
const today = new Date('2025-06-15T12:00:00Z');
const form = { kind: 'template', template: FORM_TEMPLATES[3] } as const;
const printed = (values: Record<string, unknown>) =>
  printableForm(form, values).sections.flatMap((s) => s.fields.map((f) => f.name));

async function pdfOf(gender: string) {
  const values = checkTemplateSubmission(3, { ...history, gender }, today);
  const bytes = await renderSubmissionPdf({
    practice: { name: 'Lakeside Family Clinic' },
    form,
    values,
    submittedAt: today,
    timeZone: 'America/New_York',
    patient: { name: 'Sam Reyes', dob: '1980-02-29' },
    reference: 'sub_7',
  });
  return flatText(bytes);
}

describe("a template's hidden questions in print", () => {
  it('leaves out the gynecologic checklist of a patient who answered Male', async () => {
    const male = await pdfOf('Male');
    expect(male).not.toContain('Gynecologic');
    expect(male).not.toContain('Pelvic pain');
    expect(male).toContain('Not applicable');
    const female = await pdfOf('Female');
    expect(female).toContain('Gynecologic');
    expect(female).toContain('Pelvic pain');
  });

  it('prints a hidden field whose answer was stored anyway (older submissions)', () => {
    expect(printed({ gender: 'Male' })).not.toContain('gyn');
    expect(printed({ gender: 'Male', gyn: ['Hot flashes'] })).toContain('gyn');
  });
});
