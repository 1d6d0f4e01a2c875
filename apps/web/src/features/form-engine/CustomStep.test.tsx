import type { CustomFormField } from '@paperless/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CustomStep } from './CustomStep';
import { validationNoticeText } from './testing';

const fields = [
  {
    name: 'allergies',
    label: 'Allergies',
    type: 'textarea',
    input_type: 'textarea',
    is_required: 1,
    options: [],
  },
] as unknown as CustomFormField[];

function renderStep() {
  const onNext = vi.fn();
  renderWithProviders(
    <CustomStep
      form={{ title: 'Allergy Check', fields }}
      initial={{}}
      mode="standalone"
      working={false}
      practiceName="Sunrise Family Medicine"
      titleOrder={1}
      onNext={onNext}
    />,
  );
  return { onNext };
}

describe('CustomStep after a blocked submit', () => {
  it('shows each field one message, lists them in the notice, and focuses the first field in error', async () => {
    const { onNext } = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onNext).not.toHaveBeenCalled();
    expect(validationNoticeText()).toBe(
      'Validation Error: Patient first name is required\nPatient last name is required\nDate of birth is required\nAllergies is required',
    );
    // Issue 21: names and birth date each showed two messages.
    for (const [label, message] of [
      [/Patient First Name/, 'Patient first name is required'],
      [/Patient Last Name/, 'Patient last name is required'],
      [/Date of Birth/, 'Date of birth is required'],
      [/Allergies/, 'Allergies is required'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    await waitFor(() => expect(screen.getByLabelText(/Patient First Name/)).toHaveFocus());
  });

  it("makes the practice's name the page's level-one heading on a patient's page", () => {
    renderStep();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sunrise Family Medicine' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Allergy Check' })).toBeInTheDocument();
  });
});
