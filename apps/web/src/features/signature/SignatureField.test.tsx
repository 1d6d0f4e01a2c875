import type { SignatureValue } from '@paperless/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SignatureField } from './SignatureField';

const typed: SignatureValue = { kind: 'typed', text: 'Ada Lovelace', font: 'Pacifico' };

/** A form's state around the field, as the form renderer will hold it. */
function Form({ initial = null }: { initial?: SignatureValue | null }) {
  const [value, setValue] = useState<SignatureValue | null>(initial);
  return <SignatureField label="Patient signature" value={value} onChange={setValue} required />;
}

/** Tabs forward to an element, failing rather than looping if it is not reachable. */
async function tabTo(element: HTMLElement) {
  for (let i = 0; i < 30 && document.activeElement !== element; i++) await userEvent.tab();
  expect(element).toHaveFocus();
}

describe('Signature field', () => {
  it('shows the error under the field and ties it to the button', () => {
    renderWithProviders(
      <SignatureField
        label="Patient signature"
        value={null}
        onChange={() => {}}
        error="Please sign"
      />,
    );
    const button = screen.getByRole('button', { name: 'Tap to sign' });
    expect(button).toHaveAccessibleDescription('Please sign');
    expect(screen.getByRole('group', { name: 'Patient signature' })).toBeInTheDocument();
  });

  it('shows a typed signature in its font and an image signature as an image', () => {
    renderWithProviders(
      <SignatureField label="Patient signature" value={typed} onChange={() => {}} />,
    );
    expect(screen.getByText('Ada Lovelace')).toHaveStyle({ fontFamily: '"Pacifico", cursive' });
    renderWithProviders(
      <SignatureField
        label="Witness signature"
        value={{ kind: 'drawn', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('img', { name: 'Witness signature' })).toBeInTheDocument();
  });

  it('Remove calls onChange(null)', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <SignatureField label="Patient signature" value={typed} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('can be signed and removed with the keyboard alone', async () => {
    renderWithProviders(<Form />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Tap to sign' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const draw = await screen.findByRole('tab', { name: 'Draw' });
    await tabTo(draw);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Type' })).toHaveAttribute('aria-selected', 'true');
    const name = screen.getByLabelText('Type your full name');
    await tabTo(name);
    await userEvent.keyboard('Ada Lovelace');
    await userEvent.tab(); // to the selected font
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Great Vibes/ })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save' });
    await tabTo(save);
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Tap to sign' })).toHaveFocus();
  });

  it('does nothing when disabled', () => {
    renderWithProviders(
      <SignatureField label="Witness" value={null} onChange={() => {}} disabled />,
    );
    renderWithProviders(
      <SignatureField label="Patient" value={typed} onChange={() => {}} disabled />,
    );
    expect(screen.getByRole('button', { name: 'Tap to sign' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });
});
