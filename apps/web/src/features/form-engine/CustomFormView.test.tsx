import type { CustomFormField } from '@paperless/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { fill } from './testing';
import { CustomFormView } from './CustomFormView';
import { PREVIEW_UPLOAD_NOTE } from './UploadFrame';

const block = (f: Partial<CustomFormField> & Pick<CustomFormField, 'name' | 'input_type'>) =>
  ({ label: '', type: f.input_type, is_required: 0, options: [], ...f }) as CustomFormField;

const equals = (field: string, value: string) => ({
  join: 'all' as const,
  conditions: [{ field, op: 'equals' as const, values: [value] }],
});

const INTRO =
  'Please read **carefully**.\n\n- Bring your card\n- Arrive early\n\n' +
  'See [our policy](https://clinic.example/policy) or [this](javascript:alert%281%29).';

const fields: CustomFormField[] = [
  block({ name: 'about', label: 'About you', input_type: 'heading', help: 'A few questions' }),
  block({ name: 'intro', input_type: 'paragraph', text: INTRO }),
  block({ name: 'nickname', label: 'Nickname', input_type: 'text', help: 'What we call you' }),
  block({
    name: 'smoker',
    label: 'Do you smoke?',
    input_type: 'yes_no',
    is_required: 1,
    help: 'Vaping counts',
  }),
  block({
    name: 'packs',
    label: 'Packs a day',
    input_type: 'number',
    show_if: equals('smoker', 'Yes'),
  }),
  block({ name: 'female', label: 'Could you be pregnant?', input_type: 'yes_no' }),
  block({
    name: 'pregnancy',
    label: 'Pregnancy',
    input_type: 'heading',
    show_if: equals('female', 'Yes'),
  }),
  block({ name: 'due', label: 'Due date', input_type: 'date' }),
  block({ name: 'consent', label: 'Consent', input_type: 'heading' }),
  block({ name: 'initials', label: 'Initials', input_type: 'initials', help: 'As on your ID' }),
  block({ name: 'agree', label: 'I agree', input_type: 'checkbox', help: 'You may withdraw' }),
];

/** The view as a fill page holds it: the answers in state, the view drawing them. */
function Fill({ errors }: { errors?: Record<string, string[]> }) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  return (
    <CustomFormView
      title="Intake"
      fields={fields}
      values={values}
      errors={errors}
      onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
    />
  );
}

const answer = (group: RegExp, option: 'Yes' | 'No') =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByLabelText(option));

describe('CustomFormView', () => {
  it('draws each kind of block with its name, and each help line as its description', () => {
    renderWithProviders(<Fill />);
    expect(screen.getByRole('heading', { level: 3, name: 'About you' })).toBeInTheDocument();
    expect(screen.getByText('A few questions')).toBeInTheDocument();

    const smoker = screen.getByRole('radiogroup', { name: /Do you smoke\?/ });
    expect(smoker).toHaveAccessibleDescription('Vaping counts');
    expect(within(smoker).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(within(smoker).getByRole('radio', { name: 'No' })).not.toBeChecked();

    const initials = screen.getByRole('textbox', { name: /Initials/ });
    expect(initials).toHaveAccessibleDescription('As on your ID');
    expect(initials).toHaveAttribute('autocomplete', 'off');
    expect(initials).toHaveAttribute('maxlength', '8');

    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAccessibleDescription(
      'What we call you',
    );
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription(
      'You may withdraw',
    );
  });

  it('draws a text block as bold, a list and safe links, leaving a javascript: link as text', () => {
    renderWithProviders(<Fill />);
    expect(screen.getByText('carefully').tagName).toBe('STRONG');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Bring your card', 'Arrive early']);

    const policy = screen.getByRole('link', { name: /our policy/ });
    expect(policy).toHaveAttribute('href', 'https://clinic.example/policy');
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText(/\[this\]\(javascript:alert%281%29\)/)).toBeInTheDocument();
  });

  it('shows a question only once the answer it waits for is given, and keeps its answer', () => {
    renderWithProviders(<Fill />);
    expect(screen.queryByLabelText('Packs a day')).not.toBeInTheDocument();

    answer(/Do you smoke\?/, 'Yes');
    // Said to a screen reader user, who would not otherwise know the form grew.
    expect(screen.getByText('1 more question below')).toBeInTheDocument();
    fill(screen.getByLabelText('Packs a day'), '2');

    answer(/Do you smoke\?/, 'No');
    expect(screen.queryByLabelText('Packs a day')).not.toBeInTheDocument();
    expect(screen.queryByText('1 more question below')).not.toBeInTheDocument();

    answer(/Do you smoke\?/, 'Yes');
    expect(screen.getByLabelText('Packs a day')).toHaveValue('2');
  });

  it('hides a section with its questions while its heading’s rule fails, up to the next heading', () => {
    renderWithProviders(<Fill />);
    expect(screen.queryByRole('heading', { name: 'Pregnancy' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Due date')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Consent' })).toBeInTheDocument();

    answer(/Could you be pregnant\?/, 'Yes');
    expect(screen.getByRole('heading', { level: 3, name: 'Pregnancy' })).toBeInTheDocument();
    expect(screen.getByLabelText('Due date')).toBeInTheDocument();

    answer(/Could you be pregnant\?/, 'No');
    expect(screen.queryByRole('heading', { name: 'Pregnancy' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Due date')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Initials/)).toBeInTheDocument();
  });

  it("ties a consent box's error to it, so it is read out and focusable after a blocked submit", () => {
    renderWithProviders(<Fill errors={{ agree: ['I agree is required'] }} />);
    const agree = screen.getByRole('checkbox', { name: 'I agree' });
    expect(agree).toHaveAttribute('aria-invalid', 'true');
    expect(agree).toHaveAccessibleDescription('I agree is required You may withdraw');
  });

  it('shows a file question’s buttons off, with a note, where no link takes the files', () => {
    renderWithProviders(
      <CustomFormView
        title="Insurance"
        fields={[
          block({ name: 'card', label: 'Insurance card', input_type: 'file', help: 'Front' }),
        ]}
        values={{}}
        onChange={() => {}}
      />,
    );
    const card = screen.getByRole('group', { name: 'Insurance card' });
    expect(card).toHaveAccessibleDescription(`Front ${PREVIEW_UPLOAD_NOTE}`);
    expect(within(card).getByRole('button', { name: 'Take a photo' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
