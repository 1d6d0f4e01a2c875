import type { CustomFormField } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { flatText } from '#test/pdf/pdf-text.js';
import { renderSubmissionPdf } from './render.js';
import { block, loads, pdfInput, typed, whenYes } from '#test/pdf/pdf-inputs.js';

/** The renderer on a clinic's own forms: answers by kind, sections, text blocks and conditions. */
describe('renderSubmissionPdf: custom forms', () => {
  const fields: CustomFormField[] = [
    block('visit_reason', 'textarea', { label: 'Reason for visit', is_required: 1 }),
    block('weight', 'number', { label: 'Weight (lb)' }),
    block('contact', 'email', { label: 'Contact e-mail' }),
    block('last_visit', 'date', { label: 'Last visit' }),
    block('insured', 'checkbox', { label: 'Insured?' }),
    block('symptoms', 'checkbox', { label: 'Symptoms', options: ['Cough', 'Fever', 'Rash'] }),
    block('plan', 'select', { label: 'Plan', options: ['Basic', 'Premium'] }),
    block('unanswered', 'text', { label: 'Anything else' }),
    block('sig', 'signature', { label: 'Your signature', is_required: 1 }),
  ];

  it('prints each field with its answer, checkboxes as Yes/No and dates as MM/DD/YYYY', async () => {
    const bytes = await renderSubmissionPdf(
      pdfInput({
        form: { kind: 'custom', title: 'Sports Physical', version: 3, fields },
        values: {
          visit_reason: 'Annual check before the season',
          weight: 142,
          contact: 'ann@example.com',
          last_visit: '2024-11-05',
          insured: false,
          symptoms: ['Cough', 'Rash'],
          plan: 'Premium',
          sig: typed,
        },
      }),
    );
    await loads(bytes);
    const text = await flatText(bytes);
    for (const expected of [
      'Sports Physical',
      'Version 3',
      'Reason for visit Annual check before the season',
      'Weight (lb) 142',
      'ann@example.com',
      'Last visit 11/05/2024',
      'Insured? No',
      'Symptoms Cough, Rash',
      'Plan Premium',
      'Anything else —',
      'Your signature',
      'Ann Typed-Signer',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints headings as section titles and text blocks as plain text, and nothing hidden', async () => {
    const whenAllergic = whenYes('allergic');
    const habits: CustomFormField[] = [
      block('about', 'heading', { label: 'About You' }),
      block('intro', 'paragraph', {
        text: 'Answer **every** question.\n\n- Bring your card\n- See [our policy](https://clinic.example/p)',
      }),
      block('allergic', 'yes_no', { label: 'Any allergies?' }),
      block('which', 'text', { label: 'Which allergies', show_if: whenAllergic }),
      block('reactions', 'heading', { label: 'Reactions', show_if: whenAllergic }),
      block('reaction', 'textarea', { label: 'Worst reaction' }),
      block('consent', 'heading', { label: 'Consent' }),
      block('initials', 'initials', { label: 'Your initials' }),
    ];
    const render = (values: Record<string, unknown>) =>
      renderSubmissionPdf(
        pdfInput({
          form: { kind: 'custom', title: 'Allergy Intake', version: 2, fields: habits },
          values,
        }),
      ).then(flatText);

    const hidden = await render({
      allergic: 'No',
      // Sent before hidden answers were dropped: still never printed.
      which: 'Peanuts',
      reaction: 'Hives all over',
      initials: 'A.O.',
    });
    for (const expected of [
      'About You',
      'Answer every question.',
      '• Bring your card',
      '• See our policy (https://clinic.example/p)',
      'Any allergies? No',
      'Consent',
      'Your initials A.O.',
    ]) {
      expect(hidden).toContain(expected);
    }
    for (const absent of [
      '**',
      'Which allergies',
      'Peanuts',
      'Reactions',
      'Worst reaction',
      'Hives',
    ]) {
      expect(hidden).not.toContain(absent);
    }

    const shown = await render({ allergic: 'Yes', which: 'Peanuts', reaction: 'Hives all over' });
    for (const expected of [
      'Which allergies Peanuts',
      'Reactions',
      'Worst reaction Hives all over',
    ]) {
      expect(shown).toContain(expected);
    }
  });
});
