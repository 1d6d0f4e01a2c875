import { getTemplate, localizeTemplate, type FormTemplate } from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { InSpanish } from '../../patient-language/testing';
import { FormRunner } from '../FormRunner';
import { fill, inSection, signByTyping } from '../testing';

// Issue 36, item 5: an adult signing the privacy acknowledgment for himself answers
// "Relationship to Patient" with one tap; the spec's rule and message are unchanged.
const acknowledgment = getTemplate(5) as FormTemplate;

function fillIdentity() {
  const patient = inSection('Patient');
  fill(patient.getByLabelText(/Patient First Name/), 'Ada');
  fill(patient.getByLabelText(/Patient Last Name/), 'Lovelace');
  fill(patient.getByLabelText(/Date of Birth/), '1980-05-01');
}

describe('I am the patient', () => {
  it('fills Self, which the acknowledgment accepts as the relationship', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<FormRunner template={acknowledgment} onSubmit={onSubmit} />);
    fillIdentity();
    await signByTyping(user, 'Patient Signature', 'Ada Lovelace');
    const relationship = screen.getByLabelText(/Relationship to Patient/);

    await user.click(screen.getByRole('checkbox', { name: 'I am the patient' }));
    expect(relationship).toHaveValue('Self');
    expect(relationship).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ relationship: 'Self' }));
  });

  it("leaves the field to the spec's rule: empty after unticking, it is refused with its message", async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(<FormRunner template={acknowledgment} onSubmit={onSubmit} />);
    const self = screen.getByRole('checkbox', { name: 'I am the patient' });
    await user.click(self);
    await user.click(self);
    const relationship = screen.getByLabelText(/Relationship to Patient/);
    expect(relationship).toHaveValue('');
    expect(relationship).not.toHaveAttribute('readonly');

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Relationship to patient is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // Someone signing for the patient still types their own word, checked as before.
    fill(relationship, 'X');
    fireEvent.blur(relationship);
    expect(screen.getByText('Relationship must be at least 2 characters')).toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page and still answers Self', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithProviders(
      <InSpanish>
        <FormRunner template={localizeTemplate(acknowledgment, 'es')} onSubmit={onSubmit} />
      </InSpanish>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Soy el/la paciente' }));
    expect(screen.getByLabelText(/Parentesco con el paciente/)).toHaveValue('Yo mismo(a)');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.queryByText('El parentesco con el paciente es obligatorio')).toBeNull();
  });
});
