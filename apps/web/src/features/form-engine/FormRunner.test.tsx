import { registerAllTemplateParts } from './allTemplateParts';
import { getTemplate, type FormTemplate, type TemplateValues } from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormRunner } from './FormRunner';
import { fill, inSection, signByTyping } from './testing';

// The templates these tests draw come from core's getTemplate, their parts registered here.
registerAllTemplateParts();

const privacyNotice = getTemplate(10) as FormTemplate;

function open(onSubmit: (values: TemplateValues) => Promise<void> = () => Promise.resolve()) {
  const spy = vi.fn(onSubmit);
  renderWithProviders(
    <FormRunner template={privacyNotice} onSubmit={spy} practiceName="Elm Clinic" />,
  );
  return spy;
}

function fillIdentity() {
  const patient = inSection('Patient');
  fill(patient.getByLabelText(/Patient First Name/), 'Ada');
  fill(patient.getByLabelText(/Patient Last Name/), 'Lovelace');
  fill(patient.getByLabelText(/Date of Birth/), '1980-05-01');
}

describe('FormRunner', () => {
  it('shows the title, the practice header, the legal text and today as the date', () => {
    open();
    expect(
      screen.getByRole('heading', { name: 'Notice of Privacy Practices' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Elm Clinic')).toBeInTheDocument();
    expect(screen.getByText(/filed within 180 days/)).toBeInTheDocument();
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
    expect(screen.getByLabelText('Date')).toHaveValue(day);
    expect(screen.getByLabelText('Date')).toHaveAttribute('readonly');
  });

  it('shows required messages on submit and clears a message when its field is edited', () => {
    const onSubmit = open();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Patient first name is required')).toBeInTheDocument();
    expect(screen.getByText('Patient last name is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByText('Signature is required')).toBeInTheDocument();

    const first = screen.getByLabelText(/Patient First Name/);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    fill(first, 'A');
    expect(screen.queryByText('Patient first name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Patient last name is required')).toBeInTheDocument();
  });

  it('checks a field when it loses focus, but not a blank one', () => {
    open();
    const first = screen.getByLabelText(/Patient First Name/);
    fireEvent.blur(first);
    expect(screen.queryByText('Patient first name is required')).not.toBeInTheDocument();
    fill(first, '123');
    fireEvent.blur(first);
    expect(screen.getByText('Name cannot be just numbers')).toBeInTheDocument();
    const dob = screen.getByLabelText(/Date of Birth/);
    fill(dob, '1899-12-31');
    fireEvent.blur(dob);
    expect(screen.getByText('Date of birth seems invalid')).toBeInTheDocument();
  });

  it('submits the values with the signature, saying Submitting... while it works', async () => {
    let finish: () => void = () => {};
    const onSubmit = open(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    fillIdentity();
    await signByTyping(user, 'Signature', 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        patient_firstname: 'Ada',
        dob: '1980-05-01',
        signature_patient: expect.objectContaining({ kind: 'typed', text: 'Ada Lovelace' }),
      }),
    );
    finish();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows Submission Error with the failure message, or the general one', async () => {
    const user = userEvent.setup();
    let failure: unknown = new Error('The server is unavailable.');
    open(() => Promise.reject(failure));
    fillIdentity();
    await signByTyping(user, 'Signature', 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Submission Error');
    expect(alert).toHaveTextContent('The server is unavailable.');

    failure = 'not an error';
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(/An error occurred while submitting the form/),
    ).toBeInTheDocument();
  });

  it('masks form 1 phone and fax as +1 (999) 999-9999', () => {
    renderWithProviders(<FormRunner template={getTemplate(1) as FormTemplate} hideSubmit />);
    const phone = screen.getByLabelText(/^Phone/);
    fill(phone, '5125550199');
    expect(phone).toHaveValue('+1 (512) 555-0199');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
