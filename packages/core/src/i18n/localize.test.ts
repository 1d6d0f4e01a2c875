import { describe, expect, it } from 'vitest';
import { esignDisclosure } from '../esign-consent.js';
import { messages } from '../messages.js';
import { medicalHistoryMessages } from '../templates/form-03-medical-history.js';
import { uploadMessages } from '../templates/uploads.js';
import { TEMPLATES } from './catalogue-sources.test-support.js';
import { handoffMessages } from '../schemas/link-handoff.js';
import { patientCopyMessages } from '../schemas/patient-copy.js';
import { governingVersionNotice, localizeText } from './translate.js';
import {
  localizeErrors,
  localizeMessageSet,
  localizedEsignDisclosure,
} from './localize-messages.js';
import { localizeTemplate } from './localize-template.js';

// Words that are the same in both languages (drug names, loanwords).
const SAME_IN_SPANISH = new Set([
  'No',
  'Fax',
  'Hepatitis',
  'Hepatitis A',
  'Hepatitis B',
  'Prevnar 13',
  'Pneumovax',
  'COVID-19',
  'Diabetes',
  'Tuberculosis',
  'Anemia',
]);

describe('localizeTemplate', () => {
  it.each(TEMPLATES.map((t) => [t.id, t] as const))(
    'keeps template %i as is in English',
    (_, template) => {
      expect(localizeTemplate(template, 'en')).toEqual(template);
    },
  );

  it.each(TEMPLATES.map((t) => [t.id, t] as const))(
    'translates every text of template %i and keeps values, names and types',
    (_, template) => {
      const es = localizeTemplate(template, 'es');
      expect(es.title).not.toBe(template.title);
      expect(es.validate).toBe(template.validate);
      expect(es.fields).toEqual(es.sections.flatMap((s) => s.fields));
      es.fields.forEach((field, i) => {
        const source = template.fields[i]!;
        const { label, options, ...rest } = field;
        const { label: sourceLabel, options: sourceOptions, ...sourceRest } = source;
        expect(rest).toEqual(sourceRest);
        if (!SAME_IN_SPANISH.has(sourceLabel)) expect(label).not.toBe(sourceLabel);
        expect(options?.map((o) => o.value)).toEqual(sourceOptions?.map((o) => o.value));
        options?.forEach((o, j) => {
          if (!SAME_IN_SPANISH.has(sourceOptions![j]!.label))
            expect(o.label).not.toBe(sourceOptions![j]!.label);
        });
      });
      expect(es.legalText).toHaveLength(template.legalText.length + 1);
      expect(es.legalText.at(-1)).toBe(governingVersionNotice('es'));
      es.legalText.slice(0, -1).forEach((p, i) => expect(p).not.toBe(template.legalText[i]));
    },
  );

  it('words the fee by state, with the number, the state and translated fallbacks', () => {
    const records = localizeTemplate(TEMPLATES[0]!, 'es');
    const texas = records.legalTextFor!({ name: 'Clinic', state: 'Texas' });
    expect(texas[3]).toContain('$25.00 por las primeras 20 páginas');
    const california = records.legalTextFor!({
      name: 'Clinic',
      state: 'California',
      recordsFee: '$5',
    });
    expect(california[3]).toBe(
      'Este consultorio cobra {records_fee} por las copias de expedientes médicos, según lo permite la ley de California, más el franqueo.',
    );
    expect(records.legalTextFor!({ name: 'Clinic' }).at(-1)).toBe(governingVersionNotice('es'));
  });
});

describe('localizeErrors', () => {
  it.each(TEMPLATES.map((t) => [t.id, t] as const))(
    'leaves no English message on an empty submission of template %i',
    (_, template) => {
      const english = template.validate({});
      const spanish = localizeErrors(english, 'es');
      expect(Object.keys(spanish)).toEqual(Object.keys(english));
      for (const [field, list] of Object.entries(english))
        list.forEach((message, i) => expect(spanish[field]![i]).not.toBe(message));
      expect(localizeErrors(english, 'en')).toEqual(english);
    },
  );

  it('interpolates numbers and translated labels', () => {
    const errors = localizeErrors(
      {
        reason: [messages.answerTooLong('Reason for Request', 10_000)],
        photo: [uploadMessages.invalid('Front of the insurance card')],
        family: [medicalHistoryMessages.familyMemberRequiredFor('Cardiac')],
        dob: ['Date of birth cannot be in the future'],
      },
      'es',
    );
    expect(errors).toEqual({
      reason: ['Motivo de la solicitud: la respuesta puede tener como máximo 10,000 caracteres.'],
      photo: ['Frente de la tarjeta del seguro: debe ser un archivo que usted subió'],
      family: ['Indique qué familiar tiene enfermedad del corazón'],
      dob: ['Fecha de nacimiento: no puede ser una fecha futura'],
    });
  });

  it('keeps a message it does not know in English, under a field named like a prototype key', () => {
    const errors = localizeErrors({ __proto__x: ['Unknown text'], constructor: ['Unknown'] }, 'es');
    expect(errors.constructor).toEqual(['Unknown']);
  });

  it('wraps message functions of a set', () => {
    const es = localizeMessageSet(uploadMessages, 'es');
    expect(es.invalid('Photo ID')).toBe(
      'Identificación con foto: debe ser un archivo que usted subió',
    );
    expect(es.tooManyPages).toContain('más de 20 páginas');
  });
});

describe('localizedEsignDisclosure', () => {
  it('keeps the practice name, translates the fallback and says which version governs', () => {
    const named = localizedEsignDisclosure('Sunrise Clinic', 'es');
    expect(named[0]).toMatch(/^Sunrise Clinic le pide/);
    expect(named.at(-1)).toBe(governingVersionNotice('es'));
    expect(localizedEsignDisclosure('', 'es')[0]).toMatch(/^El consultorio le pide/);
    expect(localizedEsignDisclosure('X', 'en')).toEqual(esignDisclosure('X'));
  });
});

describe('the tries left after a wrong birth date', () => {
  it('says the last try in the singular, and the others in the plural', () => {
    expect(localizeText(handoffMessages.dobMismatch(1), 'es')).toBe(
      'Esa fecha de nacimiento no coincide. Le queda 1 intento.',
    );
    expect(localizeText(handoffMessages.dobMismatch(4), 'es')).toBe(
      'Esa fecha de nacimiento no coincide. Le quedan 4 intentos.',
    );
    expect(localizeText(patientCopyMessages.wrongDob(1), 'es')).toBe(
      'Esa fecha de nacimiento no coincide con nuestros registros. Le queda 1 intento.',
    );
    expect(localizeText(patientCopyMessages.wrongDob(2), 'es')).toBe(
      'Esa fecha de nacimiento no coincide con nuestros registros. Le quedan 2 intentos.',
    );
  });
});
