import { registerAllTemplateParts } from './allTemplateParts';
import { getTemplate, type FormTemplate, type TemplateValues } from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormRunner } from './FormRunner';
import { choose, fill, inSection } from './testing';

// The templates these tests draw come from core's getTemplate, their parts registered here.
registerAllTemplateParts();

const template = getTemplate(3) as FormTemplate;

function open() {
  const onSubmit = vi.fn<(values: TemplateValues) => Promise<void>>(() => Promise.resolve());
  renderWithProviders(<FormRunner template={template} onSubmit={onSubmit} />);
  return onSubmit;
}

/** Answers every required question of form 3, the tobacco and alcohol ones as given. */
function fillRequired(tobacco: string, alcohol: string) {
  const patient = inSection('Patient Information');
  fill(patient.getByLabelText(/Patient First Name/), 'Ada');
  fill(patient.getByLabelText(/Patient Last Name/), 'Lovelace');
  fill(patient.getByLabelText(/Date of Birth/), '1980-05-01');
  fireEvent.click(patient.getByLabelText('Female'));
  const social = inSection('Social History');
  fill(social.getByLabelText(/Occupation/), 'Engineer');
  fill(social.getByLabelText(/Marital Status/), 'Single');
  choose(social, /Do you use tobacco/, tobacco);
  choose(social, /Do you drink alcohol/, alcohol);
}

const submit = () => fireEvent.click(screen.getByText('Submit'));

// Form 3 has some three hundred inputs; each test renders it once and checks several rules.
describe('Medical History form', { timeout: 20_000 }, () => {
  it('asks for tobacco and alcohol details on Yes, and resets them when the answer changes', async () => {
    const onSubmit = open();
    const social = inSection('Social History');
    expect(social.queryByLabelText('Cigars')).not.toBeInTheDocument();
    expect(social.queryByLabelText('Amount')).not.toBeInTheDocument();
    fillRequired('Yes', 'Yes');
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please select at least one tobacco type')).toBeInTheDocument();
    expect(screen.getByText('Tobacco amount per day is required')).toBeInTheDocument();
    expect(screen.getByText('Alcohol amount is required')).toBeInTheDocument();

    fireEvent.click(social.getByLabelText('Cigars'));
    expect(screen.queryByText('Please select at least one tobacco type')).not.toBeInTheDocument();
    fill(social.getByLabelText('Amount per Day'), '3');
    fill(social.getByLabelText('Amount'), 'Two glasses a week');

    choose(social, /Do you use tobacco/, 'No');
    choose(social, /Do you drink alcohol/, 'No');
    expect(social.queryByLabelText('Amount per Day')).not.toBeInTheDocument();
    expect(social.queryByLabelText('Cigars')).not.toBeInTheDocument();
    expect(social.queryByLabelText('Amount')).not.toBeInTheDocument();
    submit();

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0];
    expect(values.tobaccoAmountPerDay).toBe('Not applicable');
    expect(values.alcoholAmount).toBe('Not applicable');
    expect(values.tobaccoTypes).toContainEqual({ name: 'cigars', checked: false });
    expect((values.tobaccoTypes as { checked: boolean }[]).some((t) => t.checked)).toBe(false);

    // Back to Yes: the types come back unticked and the amount is blank for a real answer.
    choose(social, /Do you use tobacco/, 'Yes');
    expect(social.getByLabelText('Cigars')).not.toBeChecked();
    expect(social.getByLabelText('Amount per Day')).toHaveValue('');
  });

  it('enables a row date only when checked, and requires dates and family members on submit', async () => {
    const onSubmit = open();
    fillRequired('No', 'No');
    const conditions = inSection('Medical Conditions');
    const date = conditions.getByLabelText('Asthma: date of onset');
    expect(date).toBeDisabled();
    fireEvent.click(conditions.getByLabelText('Asthma'));
    expect(date).toBeEnabled();
    fireEvent.click(inSection('Family History').getByLabelText('Diabetes'));
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Date is required for Asthma')).toBeInTheDocument();
    expect(screen.getByText('Please specify which family member has diabetes')).toBeInTheDocument();
    await vi.waitFor(() => expect(date).toHaveFocus());

    fill(date, '2001-02-03');
    expect(screen.queryByText('Date is required for Asthma')).not.toBeInTheDocument();
    fill(inSection('Family History').getByLabelText('Diabetes: family member'), 'Mother');
    submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].conditions).toContainEqual({
      id: 'asthma',
      checked: true,
      date: '2001-02-03',
    });
  });

  it('adds and removes surgery rows, and toggles a parent between living and deceased', () => {
    open();
    const surgeries = inSection('Surgeries');
    fireEvent.click(surgeries.getByText('Add surgery'));
    expect(surgeries.getByLabelText('Surgery 2')).toBeInTheDocument();
    fireEvent.click(surgeries.getByLabelText('Remove surgery 1'));
    expect(surgeries.queryByLabelText('Surgery 2')).not.toBeInTheDocument();

    const family = inSection('Family History');
    expect(family.getByLabelText("Father's age")).toBeEnabled();
    expect(family.getByLabelText("Father's cause of death")).toBeDisabled();
    choose(family, 'Father is', 'Deceased');
    expect(family.getByLabelText("Father's age")).toBeDisabled();
    expect(family.getByLabelText("Father's cause of death")).toBeEnabled();
  });

  it('asks the gynecologic questions only after the patient answers Female', () => {
    open();
    const systems = inSection('Review of Systems');
    const patient = inSection('Patient Information');
    expect(systems.queryByLabelText('Pelvic pain')).not.toBeInTheDocument();
    fireEvent.click(patient.getByLabelText('Female'));
    expect(systems.getByLabelText('Pelvic pain')).toBeInTheDocument();
    fireEvent.click(patient.getByLabelText('Male'));
    expect(systems.queryByLabelText('Pelvic pain')).not.toBeInTheDocument();
    // The other checklists are asked of everyone.
    expect(systems.getByLabelText('Incontinence')).toBeInTheDocument();
  });
});
