import { SIGNATURE_MAX_BYTES, type SignatureValue } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SignatureDialog } from './SignatureDialog';
import { uploadMessages } from './readSignatureImage';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function openDialog(value: SignatureValue | null = null) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<SignatureDialog opened value={value} onSave={onSave} onClose={onClose} />);
  return { onSave, onClose };
}

function file(bytes: number[] | Uint8Array, name: string, type = 'image/png') {
  return new File([new Uint8Array(bytes)], name, { type });
}

// applyAccept off: as when a patient switches the picker to "All files", so our own checks decide.
async function upload(f: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('tab', { name: 'Upload' }));
  await user.upload(screen.getByLabelText('Upload an image of your signature'), f);
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('Signature dialog', () => {
  it('opens on its selected tab, a named control, and its close button has a name', async () => {
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Signature' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Draw' })).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
  });

  it('opens on Draw with Save disabled, and explains itself where there is no canvas', async () => {
    openDialog();
    expect(await screen.findByRole('dialog', { name: 'Signature' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Draw' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Choose Type instead/)).toBeInTheDocument();
    // jsdom has no 2D context: the guard shows a notice instead of crashing.
    expect(screen.getByText(/Drawing is not available/)).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('saves a typed name with the chosen font, offering twelve fonts', async () => {
    const { onSave, onClose } = openDialog();
    await userEvent.click(await screen.findByRole('tab', { name: 'Type' }));
    expect(save()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type your full name'), '  Ada Lovelace ');
    expect(screen.getAllByRole('radio')).toHaveLength(12);
    await userEvent.click(screen.getByRole('radio', { name: /Great Vibes/ }));
    await userEvent.click(save());

    expect(onSave).toHaveBeenCalledWith({
      kind: 'typed',
      text: 'Ada Lovelace',
      font: 'Great Vibes',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('Clear empties the typed name and disables Save again', async () => {
    openDialog({ kind: 'typed', text: 'Ada Lovelace', font: 'Caveat' });
    const input = await screen.findByLabelText('Type your full name');
    expect(input).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('radio', { name: /Caveat/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(save()).toBeDisabled();
  });

  it('accepts a PNG by its first bytes, shows it and saves it as a data URL', async () => {
    const { onSave } = openDialog();
    await upload(file(PNG, 'scan.bin', 'application/octet-stream'));
    expect(await screen.findByRole('img', { name: 'Uploaded signature' })).toBeInTheDocument();
    await userEvent.click(save());
    const saved = onSave.mock.calls[0]?.[0] as { kind: string; dataUrl: string };
    expect(saved.kind).toBe('uploaded');
    // Typed from the bytes, not from what the browser guessed from the name.
    expect(saved.dataUrl).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`);
  });

  it('types a JPEG named .png by its bytes', async () => {
    const { onSave } = openDialog();
    await upload(file([0xff, 0xd8, 0xff, 0xe0], 'signature.png'));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ dataUrl: 'data:image/jpeg;base64,/9j/4A==' });
  });

  it('rejects a text file named .png', async () => {
    openDialog();
    await upload(file([...new TextEncoder().encode('not an image')], 'signature.png'));
    expect(await screen.findByText(uploadMessages.wrongType)).toBeInTheDocument();
    expect(screen.getByLabelText('Upload an image of your signature')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(save()).toBeDisabled();
  });

  it('rejects an image over 1 MB', async () => {
    openDialog();
    const big = new Uint8Array(SIGNATURE_MAX_BYTES + 1);
    big.set(PNG);
    await upload(file(big, 'big.png'));
    expect(await screen.findByText(uploadMessages.tooLarge)).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('Clear removes an uploaded image', async () => {
    openDialog();
    await upload(file([0xff, 0xd8, 0xff, 0xe0], 'photo.jpg', 'image/jpeg'));
    expect(await screen.findByRole('img', { name: 'Uploaded signature' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('img', { name: 'Uploaded signature' })).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('Escape cancels without saving', async () => {
    const { onSave, onClose } = openDialog();
    await userEvent.click(await screen.findByRole('tab', { name: 'Type' }));
    await userEvent.type(screen.getByLabelText('Type your full name'), 'Ada');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).not.toHaveBeenCalled();
  });
});
