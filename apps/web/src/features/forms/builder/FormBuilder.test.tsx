import { conditionMessages, formMessages, messages } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/network';
import { shownNotices } from '../../../test/notices';
import { PREVIEW_UPLOAD_NOTE } from '../../form-engine';
import { ALL_KINDS } from './blockKinds';
import { builderMessages } from './builderErrors';
import { dragInstructions } from './dragAnnouncements';
import {
  addBlock,
  addRule,
  answerKey,
  block,
  blocksShown,
  blockNames,
  openBuilder,
  openEditor,
  preview,
  savedForm,
  sent,
  setKind,
  typeLabel,
} from './builderTesting';

describe('Form builder: blocks', { timeout: 30_000 }, () => {
  it('makes a new question’s key from its label as it is typed', async () => {
    openBuilder();
    await screen.findByRole('heading', { name: 'Create Form' });
    await typeLabel(1, 'Do you smoke?');
    expect(await answerKey(1)).toHaveValue('do_you_smoke');
    await typeLabel(1, 'Smoker (daily)');
    expect(await answerKey(1)).toHaveValue('smoker_daily');
    // A key typed by hand is kept from then on.
    await userEvent.clear(await answerKey(1));
    await userEvent.type(await answerKey(1), 'smokes');
    await typeLabel(1, 'Do you smoke at all?');
    expect(await answerKey(1)).toHaveValue('smokes');
  });

  it('keeps a saved question’s key when its label changes', async () => {
    const { fetchStub, router } = openEditor(savedForm);
    await blocksShown();
    await typeLabel(2, 'Do you smoke or vape?');
    expect(await answerKey(2)).toHaveValue('smoker');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forms'));
    const body = sent(fetchStub, 'PUT', `/api/forms/${savedForm.id}`)[0];
    expect(body?.fields?.[1]).toMatchObject({ name: 'smoker', label: 'Do you smoke or vape?' });
    // The rule still names its question by the saved key.
    expect(body?.fields?.[2]?.show_if).toEqual(savedForm.fields[2]!.show_if);
  });

  it('adds every kind of block from the Add menu, showing only the settings of each', async () => {
    openBuilder();
    await screen.findByRole('heading', { name: 'Create Form' });
    for (const { name } of ALL_KINDS) await addBlock(name);
    expect(blockNames().slice(1)).toEqual(
      ALL_KINDS.map(({ name }, i) => `Block ${i + 2}: ${name}`),
    );

    const settings = (n: number) =>
      within(block(n))
        .queryAllByRole('textbox')
        .concat(within(block(n)).queryAllByRole('checkbox'))
        .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')
        .map((text) => text.replace(/\s*\*$/, ''));
    const at = (name: string) => ALL_KINDS.findIndex((k) => k.name === name) + 2;
    expect(settings(at('Section heading'))).toEqual(['Heading', 'Help text']);
    expect(settings(at('Text block'))).toEqual(['Text']);
    expect(settings(at('Short text'))).toEqual([
      'Label',
      'Help text',
      'Minimum length',
      'Maximum length',
      'Required',
    ]);
    expect(settings(at('Number'))).toEqual([
      'Label',
      'Help text',
      'Smallest number',
      'Largest number',
      'Required',
    ]);
    expect(settings(at('Multiple choice'))).toEqual(['Label', 'Help text', 'Options', 'Required']);
    expect(settings(at('Consent checkbox'))).toEqual(['Label', 'Help text', 'Required']);
    expect(settings(at('File or photo upload'))).toEqual(['Label', 'Help text', 'Required']);
    // The preview sends no files: its upload buttons are off and say so.
    const upload = within(preview()).getByRole('group', { name: 'File or photo upload' });
    expect(within(upload).getByRole('button', { name: 'Take a photo' })).toBeDisabled();
    expect(within(upload).getByText(PREVIEW_UPLOAD_NOTE)).toBeInTheDocument();
    expect(
      within(block(at('Date'))).getByRole('combobox', { name: 'Dates allowed' }),
    ).toBeInTheDocument();
  });

  it('reorders with Move up and Move down, keeping focus, and says when a rule breaks', async () => {
    openBuilder();
    await screen.findByRole('heading', { name: 'Create Form' });
    await setKind(1, 'yes_no');
    await typeLabel(1, 'Do you smoke?');
    await addBlock('E-mail');
    await typeLabel(2, 'Your e-mail');
    await addBlock('Number');
    await typeLabel(3, 'How many a day?');
    const row = await addRule(3, '1. Do you smoke?');
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: /^Answer/ }), 'Yes');

    // The drag handle tells a keyboard user how to move the block with it.
    expect(screen.getByRole('button', { name: 'Drag block 1' })).toHaveAccessibleDescription(
      dragInstructions.draggable,
    );
    expect(screen.getByRole('button', { name: 'Move block 1 up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move block 1 down' }));
    // The moved block's button follows it; a keyboard user can keep pressing.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move block 2 down' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move block 3 up' })).toHaveFocus(),
    );
    expect(blockNames()).toEqual([
      'Block 1: E-mail – Your e-mail',
      'Block 2: Number – How many a day?',
      'Block 3: Yes / no – Do you smoke?',
    ]);
    // The rule now looks at a question below it: said under the rule at once.
    const broken = within(block(2)).getByRole('group', { name: 'Condition 1' });
    expect(within(broken).getByRole('combobox', { name: /^Question/ })).toHaveAccessibleDescription(
      conditionMessages.earlierOnly,
    );
    expect(screen.getByText('Moved “Do you smoke?” to position 3 of 3.')).toBeInTheDocument();
  });

  it('duplicates a block under it, with a key of its own', async () => {
    const { fetchStub, router } = openBuilder();
    await screen.findByRole('heading', { name: 'Create Form' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Allergies');
    await setKind(1, 'radio');
    await typeLabel(1, 'Allergy');
    await userEvent.type(
      within(block(1)).getByRole('textbox', { name: /^Options/ }),
      'Latex{enter}None',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate block 1' }));

    expect(blockNames()).toEqual([
      'Block 1: Single choice – Allergy',
      'Block 2: Single choice – Allergy',
    ]);
    await waitFor(() =>
      expect(within(block(2)).getByRole('textbox', { name: /^Label/ })).toHaveFocus(),
    );
    expect(within(block(2)).getByRole('textbox', { name: /^Options/ })).toHaveValue('Latex\nNone');
    expect(await answerKey(2)).toHaveValue('allergy_2');
    await userEvent.click(screen.getByRole('button', { name: 'Save Form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forms'));
    expect(sent(fetchStub, 'POST')[0]?.fields?.map((f) => f.name)).toEqual([
      'allergy',
      'allergy_2',
    ]);
  });

  it('deletes a block at once, and Undo puts it back at its place', async () => {
    openEditor(savedForm);
    await blocksShown();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete block 2' }));

    expect(blockNames()).toEqual([
      'Block 1: Section heading – Habits',
      'Block 2: Number – How many a day?',
    ]);
    // The rule lost its question: it says so until the block comes back.
    expect(
      within(block(2)).getByRole('combobox', { name: /^Question/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('Choose the question'));
    expect(screen.getByText('Deleted block 2: “Do you smoke?”.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');

    expect(blockNames()).toEqual([
      'Block 1: Section heading – Habits',
      'Block 2: Yes / no – Do you smoke?',
      'Block 3: Number – How many a day?',
    ]);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(await answerKey(2)).toHaveValue('smoker');
    const row = within(block(3)).getByRole('group', { name: 'Condition 1' });
    expect(within(row).getByRole('combobox', { name: /^Question/ })).toHaveValue(
      within(row).getByRole('option', { name: '2. Do you smoke?' }).getAttribute('value'),
    );
    expect(within(row).getByRole('combobox', { name: /^Question/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('refuses a name or birth-date question as it is typed, pointing at the patient block', async () => {
    const { fetchStub } = openBuilder();
    await screen.findByRole('heading', { name: 'Create Form' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Intake');
    await typeLabel(1, 'Date of birth');
    expect(within(block(1)).getByRole('textbox', { name: /^Label/ })).toHaveAccessibleDescription(
      expect.stringContaining(formMessages.identityField),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Form' }));
    expect(await screen.findAllByText(formMessages.identityField)).toHaveLength(1);
    expect(sent(fetchStub, 'POST')).toEqual([]);
  });

  it('shows each rule’s message under its input and sends nothing', async () => {
    const { fetchStub } = openBuilder();
    await screen.findByRole('heading', { name: 'Create Form' });
    await setKind(1, 'multiple_choice');
    await typeLabel(1, 'Symptoms');
    await addBlock('Dropdown');
    await typeLabel(2, 'Visit');
    await addBlock('Short text');
    await typeLabel(3, 'Visit');
    await addBlock('Section heading');
    await userEvent.click(screen.getByRole('button', { name: 'Save Form' }));

    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      messages.required,
    );
    const options = (n: number) => within(block(n)).getByRole('textbox', { name: /^Options/ });
    expect(options(1)).toHaveAccessibleDescription(
      expect.stringContaining(builderMessages.multipleChoiceOptions),
    );
    expect(options(2)).toHaveAccessibleDescription(
      expect.stringContaining(formMessages.optionsRequired),
    );
    expect(within(block(4)).getByRole('textbox', { name: /^Heading/ })).toHaveAccessibleDescription(
      formMessages.headingLabel,
    );
    // Equal labels get different keys: nothing to fix there.
    expect(await answerKey(3)).toHaveValue('visit_2');
    expect(sent(fetchStub, 'POST')).toEqual([]);
  });

  it('puts the server’s messages under the inputs they name', async () => {
    openBuilder({
      'POST /api/forms': () =>
        json(422, {
          message: formMessages.nameFormat,
          errors: {
            'fields.0.name': [formMessages.nameFormat],
            'fields.1.show_if.conditions.0.field': ['That question changed meanwhile.'],
          },
        }),
    });
    await screen.findByRole('heading', { name: 'Create Form' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Intake');
    await setKind(1, 'yes_no');
    await typeLabel(1, 'Insured?');
    await addBlock('Short text');
    await typeLabel(2, 'Insurer');
    const row = await addRule(2, '1. Insured?');
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: /^Answer/ }), 'Yes');
    await userEvent.click(screen.getByRole('button', { name: 'Save Form' }));

    // Advanced opens by itself, so the key's message is not hidden.
    expect(
      await within(block(1)).findByRole('textbox', { name: /^Answer key/ }),
    ).toHaveAccessibleDescription(expect.stringContaining(formMessages.nameFormat));
    expect(
      within(block(2)).getByRole('combobox', { name: /^Question/ }),
    ).toHaveAccessibleDescription('That question changed meanwhile.');
    expect(shownNotices()).toEqual([]);
  });
});
