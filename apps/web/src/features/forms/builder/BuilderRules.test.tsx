import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  addBlock,
  addRule,
  block,
  blocksShown,
  openBuilder,
  openEditor,
  preview,
  savedForm,
  setKind,
  typeLabel,
} from './builderTesting';

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Form builder: rules and preview', { timeout: 30_000 }, () => {
  it('lets a rule look only at questions above it, in plain words', async () => {
    openBuilder();
    await screen.findByRole('heading', { name: 'Create Form' });
    await setKind(1, 'heading');
    await userEvent.type(within(block(1)).getByRole('textbox', { name: /^Heading/ }), 'Health');
    await addBlock('Yes / no');
    await typeLabel(2, 'Do you smoke?');
    await addBlock('Short text');
    await typeLabel(3, 'Your job');
    await addBlock('Consent checkbox');
    await typeLabel(4, 'I agree');
    await addBlock('Number');
    await typeLabel(5, 'How many a day?');

    // Nothing above the first block to look at.
    expect(within(block(1)).queryByRole('button', { name: /only when/ })).toBeNull();
    expect(within(block(1)).queryByText(/only when/)).toBeNull();
    const row = await addRule(5, '2. Do you smoke?');
    const question = within(row).getByRole('combobox', { name: /^Question/ });
    // Questions only: the heading above is no question, nor is anything below.
    expect(optionsOf(question)).toEqual([
      'Choose a question…',
      '2. Do you smoke?',
      '3. Your job',
      '4. I agree',
    ]);
    expect(optionsOf(within(row).getByRole('combobox', { name: /^Condition/ }))).toEqual([
      'is',
      'is one of',
      'is answered',
    ]);
    expect(optionsOf(within(row).getByRole('combobox', { name: /^Answer/ }))).toEqual([
      'Choose…',
      'Yes',
      'No',
    ]);

    await userEvent.selectOptions(question, '4. I agree');
    expect(optionsOf(within(row).getByRole('combobox', { name: /^Condition/ }))).toEqual([
      'is ticked',
    ]);
    expect(within(row).queryByRole('combobox', { name: /^Answer/ })).toBeNull();
    await userEvent.selectOptions(question, '3. Your job');
    expect(within(row).getByRole('textbox', { name: /^Answer/ })).toBeInTheDocument();

    // A second row brings the choice of "all" or "any".
    await userEvent.click(within(block(5)).getByRole('button', { name: 'Add condition' }));
    expect(within(block(5)).getByRole('combobox', { name: 'Show when' })).toHaveValue('all');
    await userEvent.click(within(block(5)).getByRole('button', { name: 'Remove condition 2' }));
    expect(within(block(5)).queryByRole('combobox', { name: 'Show when' })).toBeNull();
    // A heading's rule shows or hides its whole section.
    await addBlock('Section heading');
    expect(
      within(block(6)).getByRole('button', { name: 'Show this section only when…' }),
    ).toBeInTheDocument();
  });

  it('previews the patient block, and a question only once its rule holds', async () => {
    openEditor(savedForm);
    await blocksShown();
    const shown = await screen.findByRole('region', { name: 'Preview' });
    const patient = within(shown).getByRole('group', { name: 'Patient' });
    expect(
      within(patient).getByRole('textbox', { name: /Patient First Name/ }),
    ).toBeInTheDocument();
    expect(within(patient).getByRole('textbox', { name: /Patient Last Name/ })).toBeInTheDocument();
    expect(within(shown).getByRole('heading', { name: 'Habits' })).toBeInTheDocument();
    expect(within(shown).queryByRole('textbox', { name: /How many a day/ })).toBeNull();

    await userEvent.click(within(preview()).getByRole('radio', { name: 'Yes' }));
    expect(
      await within(preview()).findByRole('textbox', { name: /How many a day/ }),
    ).toBeInTheDocument();
    await userEvent.click(within(preview()).getByRole('radio', { name: 'No' }));
    expect(within(preview()).queryByRole('textbox', { name: /How many a day/ })).toBeNull();

    // Changing the rule in the builder changes the preview at once.
    const row = within(block(3)).getByRole('group', { name: 'Condition 1' });
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: /^Answer/ }), 'No');
    expect(
      await within(preview()).findByRole('textbox', { name: /How many a day/ }),
    ).toBeInTheDocument();
  });

  it('lets a rule on a file question ask only whether it was answered', async () => {
    openBuilder();
    await screen.findByRole('heading', { name: 'Create Form' });
    await setKind(1, 'file');
    await typeLabel(1, 'Referral letter');
    await addBlock('Short text');
    await typeLabel(2, 'Referring doctor');
    const row = await addRule(2, '1. Referral letter');
    expect(optionsOf(within(row).getByRole('combobox', { name: /^Condition/ }))).toEqual([
      'is answered',
    ]);
    expect(within(row).queryByRole('combobox', { name: /^Answer/ })).toBeNull();
    expect(within(row).queryByRole('textbox', { name: /^Answer/ })).toBeNull();
  });
});
