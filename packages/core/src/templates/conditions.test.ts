import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conditionMessages,
  conditionProblems,
  offeredValues,
  operatorsFor,
} from './condition-checks.js';
import { dropHiddenAnswers, visibleBlockNames, type ShowIf } from './conditions.js';
import { validateCustomFormSubmission } from './custom-form-validation.js';
import { type CustomFormField, type CustomFormFieldInput } from './custom-form.js';
import { customFormFieldSchema } from './custom-form-schemas.js';

const block = (
  input: Partial<CustomFormFieldInput> & {
    name: string;
    input_type: CustomFormFieldInput['input_type'];
  },
) => customFormFieldSchema.parse({ label: input.name, type: input.input_type, ...input });

const when = (
  field: string,
  op: ShowIf['conditions'][number]['op'],
  values: string[] = [],
  join: ShowIf['join'] = 'all',
): ShowIf => ({
  join,
  conditions: [{ field, op, values }],
});

// Medical History's pattern: a section asked only of patients who answer Female.
const form = [
  block({
    name: 'gender',
    input_type: 'radio',
    options: ['Female', 'Male', 'Other'],
    is_required: 1,
  }),
  block({ name: 'smoker', input_type: 'yes_no', is_required: 1 }),
  block({
    name: 'packs',
    input_type: 'number',
    is_required: 1,
    show_if: when('smoker', 'equals', ['Yes']),
  }),
  block({
    name: 'gyn',
    label: 'Gynecologic history',
    input_type: 'heading',
    show_if: when('gender', 'equals', ['Female']),
  }),
  block({ name: 'pregnant', input_type: 'yes_no', is_required: 1 }),
  block({
    name: 'due',
    input_type: 'date',
    is_required: 1,
    show_if: when('pregnant', 'equals', ['Yes']),
  }),
  block({ name: 'general', label: 'General', input_type: 'heading' }),
  block({ name: 'allergies', input_type: 'checkbox', options: ['Latex', 'Penicillin'] }),
  block({
    name: 'reaction',
    input_type: 'textarea',
    is_required: 1,
    show_if: when('allergies', 'checked', ['Penicillin']),
  }),
];

describe('visibleBlockNames', () => {
  it('hides a section under a heading whose rule fails, and shows it when it holds', () => {
    const male = visibleBlockNames(form, { gender: 'Male', smoker: 'No' });
    expect(male.has('gyn')).toBe(false);
    expect(male.has('pregnant')).toBe(false);
    expect(male.has('general')).toBe(true);
    expect(male.has('allergies')).toBe(true);
    const female = visibleBlockNames(form, { gender: 'Female', pregnant: 'Yes' });
    expect([...female]).toEqual(expect.arrayContaining(['gyn', 'pregnant', 'due']));
  });

  it('treats a hidden answer as empty, so hiding cascades', () => {
    // "Smoker: Yes" and a pack count were answered, then the answer changed to No: a question
    // on the pack count goes with it.
    const blocks = [
      ...form.slice(0, 3),
      block({ name: 'quit', input_type: 'yes_no', show_if: when('packs', 'not_empty') }),
    ];
    expect(visibleBlockNames(blocks, { smoker: 'Yes', packs: '1' }).has('quit')).toBe(true);
    expect(visibleBlockNames(blocks, { smoker: 'No', packs: '1' }).has('quit')).toBe(false);
  });

  it('joins conditions by all or any', () => {
    const rule = (join: ShowIf['join']): ShowIf => ({
      join,
      conditions: [
        { field: 'a', op: 'checked', values: [] },
        { field: 'b', op: 'not_empty', values: [] },
      ],
    });
    const blocks = [
      block({ name: 'a', input_type: 'checkbox' }),
      block({ name: 'b', input_type: 'text' }),
      block({ name: 'all', input_type: 'text', show_if: rule('all') }),
      block({ name: 'any', input_type: 'text', show_if: rule('any') }),
    ];
    const shown = visibleBlockNames(blocks, { a: true, b: '  ' });
    expect(shown.has('all')).toBe(false);
    expect(shown.has('any')).toBe(true);
    expect(visibleBlockNames(blocks, { a: true, b: 'x' }).has('all')).toBe(true);
  });

  it('reads nothing of the prototype and survives any value', () => {
    expect(visibleBlockNames(form, null).has('gender')).toBe(true);
    expect(
      visibleBlockNames(form, JSON.parse('{"__proto__": {"gender": "Female"}}')).has('gyn'),
    ).toBe(false);
  });
});

describe('hidden questions', () => {
  it('are never required, and their answers are dropped', () => {
    const answers = { gender: 'Male', smoker: 'No', packs: '40', pregnant: 'Yes', allergies: [] };
    expect(validateCustomFormSubmission(form, answers)).toEqual({});
    expect(dropHiddenAnswers(form, { ...answers, patient_firstname: 'Ann' })).toEqual({
      gender: 'Male',
      smoker: 'No',
      allergies: [],
      patient_firstname: 'Ann',
    });
  });

  it('are required once shown', () => {
    const errors = validateCustomFormSubmission(form, {
      gender: 'Female',
      smoker: 'Yes',
      pregnant: 'Yes',
      allergies: ['Penicillin'],
    });
    expect(Object.keys(errors).sort()).toEqual(['due', 'packs', 'reaction']);
  });

  it('are not checked: a hidden answer over every limit is simply not kept', () => {
    const answers = { gender: 'Male', smoker: 'No', packs: 'many', due: 'soon' };
    expect(validateCustomFormSubmission(form, answers)).toEqual({});
  });
});

describe('conditionProblems', () => {
  const a = block({ name: 'a', input_type: 'radio', options: ['x', 'y'] });
  const h = block({ name: 'h', label: 'H', input_type: 'heading' });
  const check = (blocks: CustomFormField[]) => conditionProblems(blocks).map((p) => p.message);

  it('refuses a rule on a later question or on itself', () => {
    const later = block({ name: 'b', input_type: 'text', show_if: when('c', 'not_empty') });
    const c = block({ name: 'c', input_type: 'text' });
    expect(check([a, later, c])).toEqual([conditionMessages.earlierOnly]);
    const self = block({ name: 's', input_type: 'text', show_if: when('s', 'not_empty') });
    expect(check([self])).toEqual([conditionMessages.earlierOnly]);
  });

  it('refuses a rule on a heading, an operator or value the question cannot give', () => {
    const onHeading = block({ name: 'b', input_type: 'text', show_if: when('h', 'not_empty') });
    const wrongOp = block({ name: 'c', input_type: 'text', show_if: when('a', 'checked') });
    const notOffered = block({
      name: 'd',
      input_type: 'text',
      show_if: when('a', 'equals', ['z']),
    });
    const noValue = block({ name: 'e', input_type: 'text', show_if: when('a', 'one_of') });
    const twoValues = block({
      name: 'f',
      input_type: 'text',
      show_if: when('a', 'equals', ['x', 'y']),
    });
    expect(check([a, h, onHeading, wrongOp, notOffered, noValue, twoValues])).toEqual([
      conditionMessages.notAQuestion,
      conditionMessages.operatorMismatch,
      conditionMessages.valueNotOffered,
      conditionMessages.valueRequired,
      conditionMessages.singleValue,
    ]);
  });

  it('accepts the sample form', () => {
    expect(conditionProblems(form)).toEqual([]);
  });
});

// ---- One evaluator for both sides: a property over generated forms and answers. ----

const QUESTION_TYPES = [
  'text',
  'number',
  'date',
  'radio',
  'select',
  'checkbox',
  'yes_no',
  'initials',
] as const;
const OPTIONS = ['A', 'B', 'C'];

/** A generated form: each block may hold a rule on any earlier question that the checks accept. */
const formArb = fc
  .array(
    fc.record({
      kind: fc.constantFrom(...QUESTION_TYPES, 'heading' as const),
      required: fc.boolean(),
      withOptions: fc.boolean(),
      ruleOn: fc.option(fc.nat(), { nil: undefined }),
      opPick: fc.nat(),
      valuePick: fc.subarray(OPTIONS.concat('Yes', 'No', 'x'), { minLength: 1 }),
      join: fc.constantFrom('all' as const, 'any' as const),
    }),
    { minLength: 1, maxLength: 25 },
  )
  .map((specs) => {
    const blocks: CustomFormField[] = [];
    specs.forEach((spec, i) => {
      const questions = blocks.filter((b) => b.input_type !== 'heading');
      let show_if: ShowIf | null = null;
      if (spec.ruleOn !== undefined && questions.length > 0) {
        const target = questions[spec.ruleOn % questions.length]!;
        const ops = operatorsFor(target);
        const op = ops[spec.opPick % ops.length]!;
        const offered = offeredValues(target) ?? ['x'];
        const picked = spec.valuePick.filter((v) => offered.includes(v));
        const values =
          op === 'not_empty' || (op === 'checked' && target.options.length === 0)
            ? []
            : picked.length > 0
              ? picked
              : [offered[0]!];
        show_if = {
          join: spec.join,
          conditions: [
            { field: target.name, op, values: op === 'equals' ? values.slice(0, 1) : values },
          ],
        };
      }
      const options =
        spec.kind === 'radio' ||
        spec.kind === 'select' ||
        (spec.kind === 'checkbox' && spec.withOptions)
          ? OPTIONS
          : [];
      blocks.push(
        block({
          name: `q${i}`,
          label: `Question ${i}`,
          input_type: spec.kind,
          is_required: spec.required ? 1 : 0,
          options,
          show_if,
        }),
      );
    });
    return blocks;
  })
  .filter((blocks) => conditionProblems(blocks).length === 0);

/** Answers as a browser may hold them: right, wrong or odd values for any block. */
const answersArb = (blocks: CustomFormField[]) =>
  fc.record(
    Object.fromEntries(
      blocks.map((b) => [
        b.name,
        fc.oneof(
          fc.constantFrom(...OPTIONS, 'Yes', 'No', '', '12', '2020-01-01', 'AB', 'x'),
          fc.subarray(OPTIONS),
          fc.boolean(),
          fc.constant(undefined),
        ),
      ]),
    ),
    { requiredKeys: [] },
  );

const formWithAnswers = formArb.chain((blocks) =>
  fc.tuple(fc.constant(blocks), answersArb(blocks)),
);
const today = new Date('2026-06-15T12:00:00Z');

describe('the browser and the server agree', () => {
  it('on every generated form: what one accepts the other accepts, with the same messages', () => {
    fc.assert(
      fc.property(formWithAnswers, ([blocks, held]) => {
        // The browser checks what it holds and sends only what is shown; the server reads JSON.
        const inBrowser = validateCustomFormSubmission(blocks, held, { today });
        const sent = JSON.parse(JSON.stringify(dropHiddenAnswers(blocks, held))) as unknown;
        const onServer = validateCustomFormSubmission(blocks, sent, { today });
        expect(onServer).toEqual(inBrowser);
      }),
      { numRuns: 400 },
    );
  });

  it('on what is shown, whether or not hidden answers are sent', () => {
    fc.assert(
      fc.property(formWithAnswers, ([blocks, held]) => {
        const shown = visibleBlockNames(blocks, held);
        expect(visibleBlockNames(blocks, dropHiddenAnswers(blocks, held))).toEqual(shown);
        // No message ever names a question the patient was not shown.
        for (const key of Object.keys(validateCustomFormSubmission(blocks, held, { today })))
          expect(shown.has(key)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
