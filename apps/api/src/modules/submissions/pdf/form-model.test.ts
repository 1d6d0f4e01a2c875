import { FORM_TEMPLATES, type CustomFormField } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { printableForm } from './form-model.js';
import { drawnSignature } from './test-images.js';

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
      {
        name: 'symptoms',
        label: 'Symptoms',
        type: 'input',
        input_type: 'checkbox',
        is_required: 0,
        options: ['Cough'],
      },
      {
        name: 'agree',
        label: '',
        type: 'input',
        input_type: 'checkbox',
        is_required: 0,
        options: [],
      },
      {
        name: 'age',
        label: 'Age',
        type: 'input',
        input_type: 'number',
        is_required: 0,
        options: [],
      },
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
});
