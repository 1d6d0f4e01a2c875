import { describe, expect, it } from 'vitest';
import { patientMailText } from './patient-mail.js';

describe('patientMailText', () => {
  it('fills the English text as written', () => {
    expect(patientMailText('inviteSubject', 'en', { practice: 'Sunrise', title: 'Intake' })).toBe(
      'Sunrise: please fill in Intake',
    );
  });

  it('fills the Spanish text, the practice kept as written', () => {
    expect(
      patientMailText('inviteForm', 'es', { practice: 'Sunrise Clinic', title: 'Historial' }),
    ).toBe('Sunrise Clinic le pide que complete el formulario "Historial" antes de su consulta.');
    expect(patientMailText('expiresIn', 'es', { days: 30 })).toBe('Vence en 30 días.');
  });

  it('fills in one pass: a value holding a placeholder stays as written', () => {
    expect(patientMailText('inviteSubject', 'en', { practice: '{title}', title: 'X' })).toBe(
      '{title}: please fill in X',
    );
  });
});
