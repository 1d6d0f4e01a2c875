import { registerAllTemplateParts } from './allTemplateParts';
import { NO_ADVANCE_DIRECTIVE_NOTICE, getTemplate, type FormTemplate } from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormRunner } from './FormRunner';
import { choose, fill, inSection } from './testing';

// The templates these tests draw come from core's getTemplate, their parts registered here.
registerAllTemplateParts();

describe('Advance Directive form', () => {
  it('offers DNR and POA on yes, the ask-staff note on no, and clears DNR/POA on leaving yes', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <FormRunner template={getTemplate(8) as FormTemplate} onSubmit={onSubmit} />,
    );
    const section = inSection('Advance Directive');
    expect(section.queryByLabelText(/DNR/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByText('Submit'));
    expect(
      screen.getByText('Please select whether you have an advance directive.'),
    ).toBeInTheDocument();

    choose(section, /Do you have an advance directive/, 'Yes');
    expect(
      screen.queryByText('Please select whether you have an advance directive.'),
    ).not.toBeInTheDocument();
    fireEvent.click(section.getByLabelText(/DNR/));
    fireEvent.click(section.getByLabelText(/POA/));
    expect(section.getByLabelText(/DNR/)).toBeChecked();

    choose(section, /Do you have an advance directive/, 'No');
    expect(section.queryByLabelText(/DNR/)).not.toBeInTheDocument();
    expect(screen.getByText(NO_ADVANCE_DIRECTIVE_NOTICE)).toBeInTheDocument();

    choose(section, /Do you have an advance directive/, 'Yes');
    expect(section.getByLabelText(/DNR/)).not.toBeChecked();
    expect(section.getByLabelText(/POA/)).not.toBeChecked();

    const patient = inSection('Patient');
    fill(patient.getByLabelText(/Patient First Name/), 'Ada');
    fill(patient.getByLabelText(/Patient Last Name/), 'Lovelace');
    fill(patient.getByLabelText(/Date of Birth/), '1980-05-01');
    fireEvent.click(screen.getByText('Submit'));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ advance_directive: 'yes', dnr: false, poa: false }),
      ),
    );
  });
});
