import { registerAllTemplateParts } from './allTemplateParts';
import { getTemplate, type FormTemplate } from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormRunner } from './FormRunner';
import { fill, inSection, signByTyping } from './testing';

// Decision 31 in the browser: a name of one Han character or Hangul syllable is a whole name,
// while the spec's two-character minimum still holds for alphabetic scripts.
registerAllTemplateParts();

function open() {
  const onSubmit = vi.fn(() => Promise.resolve());
  renderWithProviders(
    <FormRunner
      template={getTemplate(10) as FormTemplate}
      onSubmit={onSubmit}
      practiceName="Elm"
    />,
  );
  return onSubmit;
}

describe('one-character names on the patient form', () => {
  it.each([
    ['伟', '王'],
    ['민준', '김'],
  ])('submits %s %s as typed', async (first, last) => {
    const onSubmit = open();
    const user = userEvent.setup();
    const patient = inSection('Patient');
    fill(patient.getByLabelText(/Patient First Name/), first);
    fill(patient.getByLabelText(/Patient Last Name/), last);
    fill(patient.getByLabelText(/Date of Birth/), '1980-05-01');
    await signByTyping(user, 'Signature', `${first} ${last}`);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ patient_firstname: first, patient_lastname: last }),
    );
  });

  it('still says a one-letter Latin name is too short', () => {
    open();
    const last = inSection('Patient').getByLabelText(/Patient Last Name/);
    fill(last, 'W');
    fireEvent.blur(last);
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
  });
});
