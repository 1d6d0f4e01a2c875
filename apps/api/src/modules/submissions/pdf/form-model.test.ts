import { FORM_TEMPLATES, type CustomFormField } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { printableForm } from './form-model.js';
import { drawnSignature } from './test-images.js';
import { block, whenYes } from '#test/pdf/pdf-inputs.js';

describe('printableForm', () => {
  it('prints the legal text before the first section with a signature', () => {
    const form = printableForm({ kind: 'template', template: FORM_TEMPLATES[10] }, {});
    expect(form.sections.map((s) => s.title)).toEqual(['Patient', 'Acknowledgment']);
    expect(form.sections[1]?.fields.map((f) => f.name)).toEqual(['signature_patient', 'date']);
    expect(form.legalTextAt).toBe(1);
  });

  it('prints the legal text last on a form without signatures', () => {
    const form = printableForm({ kind: 'template', template: FORM_TEMPLATES[8] }, {});
    expect(form.legalTextAt).toBe(form.sections.length);
  });

  it('keeps a signature no field declares, in a last section, and no other undeclared answer', () => {
    const form = printableForm(
      { kind: 'template', template: FORM_TEMPLATES[3] },
      {
        signature_guardian: drawnSignature(),
        signature: drawnSignature(),
        notes: 'x',
        bad: { kind: 'drawn' },
      },
    );
    const last = form.sections.at(-1);
    expect(last?.title).toBe('Signatures');
    expect(last?.fields.map((f) => [f.name, f.label])).toEqual([
      ['signature_guardian', 'Guardian Signature'],
      ['signature', 'Signature'],
    ]);
    expect(form.legalTextAt).toBe(form.sections.length - 1);
    expect(form.sections.flatMap((s) => s.fields).some((f) => f.name === 'notes')).toBe(false);
  });

  it('reads a custom form as one untitled section, a checkbox with options as a checklist', () => {
    const fields: CustomFormField[] = [
      block('symptoms', 'checkbox', { label: 'Symptoms', options: ['Cough'] }),
      block('agree', 'checkbox'),
      block('age', 'number', { label: 'Age' }),
    ];
    const form = printableForm({ kind: 'custom', title: 'Intake', version: 2, fields }, {});
    expect(form.sections).toHaveLength(1);
    expect(form.sections[0]?.title).toBeUndefined();
    expect(form.sections[0]?.fields.map((f) => [f.label, f.type])).toEqual([
      ['Symptoms', 'checklist'],
      ['agree', 'checkbox'],
      ['Age', 'text'],
    ]);
    expect(form.legalText).toEqual([]);
  });

  describe('a custom form with headings, text and conditions', () => {
    const whenSmoker = whenYes('smoker');
    const fields: CustomFormField[] = [
      block('intro', 'paragraph', { text: 'Read **this**:\n- one\n- [two](https://x.example)' }),
      block('smoker', 'yes_no', { label: 'Do you smoke?' }),
      block('smoking', 'heading', { label: 'Smoking', show_if: whenSmoker }),
      block('packs', 'number', { label: 'Packs a day' }),
      block('sig_smoker', 'signature', { label: 'Smoker signature' }),
      block('other', 'heading', { label: 'Other' }),
      block('notes', 'textarea', { label: 'Notes', show_if: whenSmoker }),
      block('ok', 'initials', { label: 'Initials' }),
      block('more', 'heading', { label: 'Only for smokers' }),
      block('quit', 'text', { label: 'Tried to quit?', show_if: whenSmoker }),
    ];
    const custom = { kind: 'custom', title: 'Habits', version: 1, fields } as const;
    const shape = (values: Record<string, unknown>) =>
      printableForm(custom, values).sections.map((s) => [
        s.title,
        s.fields.map((f) => `${f.name}:${f.type}`),
      ]);

    it('opens a section at each heading, text blocks as plain text, yes/no and initials as text', () => {
      expect(shape({ smoker: 'Yes' })).toEqual([
        [undefined, ['intro:paragraph', 'smoker:text']],
        ['Smoking', ['packs:text', 'sig_smoker:signature']],
        ['Other', ['notes:textarea', 'ok:text']],
        ['Only for smokers', ['quit:text']],
      ]);
      const intro = printableForm(custom, {}).sections[0]?.fields[0];
      expect(intro).toMatchObject({
        label: '',
        text: 'Read this:\n• one\n• two (https://x.example)',
      });
    });

    it('leaves out hidden questions, a hidden section with its heading, and an emptied heading', () => {
      // Answers stored before hidden answers were dropped still print nothing of them.
      const values = {
        smoker: 'No',
        packs: 2,
        sig_smoker: drawnSignature(),
        notes: 'hidden',
        quit: 'hidden',
      };
      expect(shape(values)).toEqual([
        [undefined, ['intro:paragraph', 'smoker:text']],
        ['Other', ['ok:text']],
      ]);
      // Nor does a hidden signature come back as an undeclared one.
      expect(printableForm(custom, values).sections.some((s) => s.title === 'Signatures')).toBe(
        false,
      );
    });
  });
});
