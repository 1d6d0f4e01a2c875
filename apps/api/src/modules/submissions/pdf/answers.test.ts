import { FORM_TEMPLATES } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import {
  EMPTY,
  answerOf,
  describe as describeValue,
  keyLabel,
  usDate,
  type PrintableField,
} from './answers.js';

const field = (
  type: PrintableField['type'],
  extra: Partial<PrintableField> = {},
): PrintableField => ({
  name: 'f',
  label: 'F',
  type,
  ...extra,
});
const text = (f: PrintableField, value: unknown) => {
  const answer = answerOf(f, value);
  return answer.kind === 'text' ? answer.text : answer;
};
const templateField = (id: 3 | 4, name: string) => {
  const found = FORM_TEMPLATES[id].fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe('usDate', () => {
  it('prints stored days and timestamps as MM/DD/YYYY and anything else as typed', () => {
    expect(usDate('1980-02-29')).toBe('02/29/1980');
    expect(usDate('2025-06-15T23:59:00Z')).toBe('06/15/2025');
    expect(usDate('2023-02-30')).toBe('2023-02-30');
    expect(usDate('yesterday')).toBe('yesterday');
    expect(usDate('')).toBe(EMPTY);
  });
});

describe('describe', () => {
  it('prints any value without throwing', () => {
    expect(describeValue('  ')).toBe(EMPTY);
    expect(describeValue(undefined)).toBe(EMPTY);
    expect(describeValue(null)).toBe(EMPTY);
    expect(describeValue(Number.NaN)).toBe(EMPTY);
    expect(describeValue(12.5)).toBe('12.5');
    expect(describeValue(true)).toBe('Yes');
    expect(describeValue(['a', '', 'b'])).toBe('a, b');
    expect(describeValue({ deceased_age: '70', cause: '' })).toBe('Age at death: 70');
    expect(describeValue(Symbol('x'))).toBe(EMPTY);
  });

  it("keeps a textarea's lines", () => {
    expect(describeValue('line one\nline two  ')).toBe('line one\nline two');
  });
});

describe('keyLabel', () => {
  it('says sub-value names as a reader would', () => {
    expect(keyLabel('family_member')).toBe('Family member');
    expect(keyLabel('deceased_age')).toBe('Age at death');
    expect(keyLabel('lastVisitDate')).toBe('Last visit date');
  });
});

describe('answerOf', () => {
  it('prints checkboxes as Yes or No, unanswered included', () => {
    expect(text(field('checkbox'), true)).toBe('Yes');
    expect(text(field('checkbox'), false)).toBe('No');
    expect(text(field('checkbox'), undefined)).toBe('No');
  });

  it('prints choices by their labels, and an unknown value as it is', () => {
    const race = templateField(4, 'race');
    expect(text(race, 'Asian_or_Asian_American')).toBe('Asian or Asian American');
    expect(text(race, 'something else')).toBe('something else');
    expect(text(race, undefined)).toBe(EMPTY);
  });

  it('prints a checklist as the ticked labels', () => {
    expect(text(templateField(3, 'skin'), ['Rash', 'Dry skin'])).toBe('Rash, Dry skin');
    expect(text(templateField(3, 'skin'), [])).toBe(EMPTY);
  });

  it('prints ticked rows with their details and leaves the others out', () => {
    const conditions = templateField(3, 'conditions');
    expect(
      text(conditions, [
        { id: 'asthma', checked: true, date: '2010-03-04' },
        { id: 'cancer', checked: false, date: '' },
        { id: 'hepatitis', checked: true, date: '' },
      ]),
    ).toBe('Asthma — Date: 03/04/2010\nHepatitis');
    expect(
      text(templateField(3, 'tobaccoTypes'), [
        { name: 'cigars', checked: true },
        { name: 'eCig', checked: true },
      ]),
    ).toBe('Cigars, E-Cigarettes');
    expect(text(conditions, [{ id: 'asthma', checked: false, date: '' }])).toBe(EMPTY);
  });

  it('prints text rows as a list, skipping blank ones', () => {
    expect(text(templateField(3, 'other_conditions'), ['Migraine', '', 'Gout'])).toBe(
      '• Migraine\n• Gout',
    );
    expect(text(templateField(3, 'other_conditions'), [''])).toBe(EMPTY);
  });

  it('prints record rows as a table of their filled rows, dates as MM/DD/YYYY', () => {
    expect(
      answerOf(templateField(3, 'surgeries'), [
        { surgery: 'Appendectomy', date: '2001-05-06' },
        { surgery: '', date: '' },
      ]),
    ).toEqual({
      kind: 'table',
      columns: ['Surgery', 'Date'],
      rows: [['Appendectomy', '05/06/2001']],
    });
    expect(text(templateField(3, 'surgeries'), [{ surgery: '', date: '' }])).toBe(EMPTY);
  });

  it('prints a group as its filled entries', () => {
    expect(
      text(templateField(3, 'father'), {
        living: false,
        age: '',
        deceased_age: '71',
        cause: 'Stroke',
      }),
    ).toBe('Living: No\nAge at death: 71\nCause of death: Stroke');
  });

  it('prints a wrong shape of value rather than failing', () => {
    expect(text(templateField(3, 'surgeries'), 'not a list')).toBe('• not a list');
    expect(text(field('date'), 12)).toBe('12');
    expect(text(field('text'), { nested: ['a'] })).toBe('Nested: a');
  });
});
