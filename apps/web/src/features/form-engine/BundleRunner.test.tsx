import { registerAllTemplateParts } from './allTemplateParts';
import { getTemplate, type FormTemplate } from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BundleRunner } from './BundleRunner';
import { choose, fill, inSection } from './testing';

// The templates these tests draw come from core's getTemplate, their parts registered here.
registerAllTemplateParts();

const advanceDirective = getTemplate(8) as FormTemplate;
const refillPolicy = getTemplate(7) as FormTemplate;

function open(onSubmitStep = vi.fn(() => Promise.resolve())) {
  renderWithProviders(
    <BundleRunner templates={[advanceDirective, refillPolicy]} onSubmitStep={onSubmitStep} />,
  );
  return onSubmitStep;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('BundleRunner', () => {
  it('validates before Next, then prefills identity read-only and keeps answers on Previous', async () => {
    const onSubmitStep = open();
    expect(screen.getByText('Form 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    fireEvent.click(button('Next'));
    expect(screen.getByText('Patient first name is required')).toBeInTheDocument();
    expect(onSubmitStep).not.toHaveBeenCalled();

    const patient = inSection('Patient');
    fill(patient.getByLabelText(/Patient First Name/), 'Ada');
    fill(patient.getByLabelText(/Patient Last Name/), 'Lovelace');
    fill(patient.getByLabelText(/Date of Birth/), '1980-05-01');
    choose(inSection('Advance Directive'), /advance directive/, 'No');
    fireEvent.click(button('Next'));

    expect(
      await screen.findByRole('heading', { name: 'Prescription Refill Policy' }),
    ).toBeInTheDocument();
    expect(onSubmitStep).toHaveBeenCalledWith(
      8,
      expect.objectContaining({ patient_firstname: 'Ada', advance_directive: 'no' }),
      { lastForm: false },
    );
    expect(screen.getByText('Form 2 of 2')).toBeInTheDocument();
    const first = screen.getByLabelText(/Patient First Name/);
    expect(first).toHaveValue('Ada');
    expect(first).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Date of Birth/)).toHaveValue('1980-05-01');
    expect(screen.getByLabelText(/Date of Birth/)).toHaveAttribute('readonly');
    expect(button('Submit')).toBeInTheDocument();

    fill(screen.getByLabelText(/Representative/), 'Grace Hopper, 555-0100');
    fireEvent.click(button('Previous'));
    expect(
      await screen.findByRole('heading', { name: 'Advance Directive Notice' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Patient First Name/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Patient First Name/)).toHaveValue('Ada');
    expect(screen.getByLabelText('No')).toBeChecked();

    // A changed name on the first form carries to the next; the typed answer is still there.
    fill(screen.getByLabelText(/Patient First Name/), 'Augusta');
    fireEvent.click(button('Next'));
    expect(await screen.findByLabelText(/Representative/)).toHaveValue('Grace Hopper, 555-0100');
    expect(screen.getByLabelText(/Patient First Name/)).toHaveValue('Augusta');

    fireEvent.click(button('Submit'));
    await vi.waitFor(() =>
      expect(onSubmitStep).toHaveBeenLastCalledWith(
        7,
        expect.objectContaining({ patient_firstname: 'Augusta', dob: '1980-05-01' }),
        { lastForm: true },
      ),
    );
  });

  it('says Processing... while a step is sent and stays on the form when it fails', async () => {
    let fail: (error: Error) => void = () => {};
    open(vi.fn(() => new Promise<void>((_, reject) => (fail = reject))));
    const patient = inSection('Patient');
    fill(patient.getByLabelText(/Patient First Name/), 'Ada');
    fill(patient.getByLabelText(/Patient Last Name/), 'Lovelace');
    fill(patient.getByLabelText(/Date of Birth/), '1980-05-01');
    choose(inSection('Advance Directive'), /advance directive/, 'Yes');
    fireEvent.click(button('Next'));
    expect(button('Processing...')).toBeDisabled();
    fail(new Error(''));
    expect(
      await screen.findByText(/An error occurred while submitting the form/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Advance Directive Notice' })).toBeInTheDocument();
  });
});
