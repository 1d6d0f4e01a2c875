import type { CustomFormField } from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { InSpanish } from '../patient-language/testing';
import { CustomBlocks } from './CustomBlocks';

// Issue 21: what the blocks say themselves follows the patient's language.
const fields = [
  { name: 'smoker', label: 'Smoker', type: 'yes_no', input_type: 'yes_no', is_required: 0 },
  {
    name: 'packs',
    label: 'Packs',
    type: 'number',
    input_type: 'number',
    is_required: 0,
    show_if: { join: 'all', conditions: [{ field: 'smoker', op: 'equals', values: ['Yes'] }] },
  },
] as CustomFormField[];

function Fill() {
  const [values, setValues] = useState<Record<string, unknown>>({});
  return (
    <CustomBlocks
      fields={fields}
      values={values}
      onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
    />
  );
}

describe('CustomBlocks on a Spanish page', () => {
  it('says a form without questions in Spanish', () => {
    renderWithProviders(
      <InSpanish>
        <CustomBlocks fields={[]} values={{}} />
      </InSpanish>,
    );
    expect(screen.getByText('Este formulario todavía no tiene preguntas.')).toBeInTheDocument();
  });

  it('tells a screen reader in Spanish that a question appeared below', () => {
    renderWithProviders(
      <InSpanish>
        <Fill />
      </InSpanish>,
    );
    fireEvent.click(screen.getAllByRole('radio')[0]!);
    expect(screen.getByText('Hay 1 pregunta más abajo')).toBeInTheDocument();
  });

  it('keeps English where no patient language is provided (the builder)', () => {
    renderWithProviders(<CustomBlocks fields={[]} values={{}} />);
    expect(screen.getByText('This form has no fields yet.')).toBeInTheDocument();
  });
});
