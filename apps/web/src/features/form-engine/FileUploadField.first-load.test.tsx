import { screen, waitFor } from '@testing-library/react';
import { beforeAll, expect, it, vi } from 'vitest';
import type { renderWithProviders } from '../../test/render';
import type { FileUploadField } from './FileUploadField';
import type { UploadsTo } from './uploadTarget';
import { CARD_QUESTION } from './fileUploadTesting';

// A file question drawn before its working parts have loaded (FileUploadField.tsx): a file of its
// own, on fresh copies of the modules it draws, so no other test can have loaded the parts first
// whatever the order of tests or whether files share modules.
let parts: {
  renderWithProviders: typeof renderWithProviders;
  FileUploadField: typeof FileUploadField;
  UploadsTo: typeof UploadsTo;
};
beforeAll(async () => {
  vi.resetModules();
  parts = {
    renderWithProviders: (await import('../../test/render')).renderWithProviders,
    FileUploadField: (await import('./FileUploadField')).FileUploadField,
    UploadsTo: (await import('./uploadTarget')).UploadsTo,
  };
});

it('holds its place with the same frame, its buttons off, then works', async () => {
  const { renderWithProviders, FileUploadField, UploadsTo } = parts;
  const { container } = renderWithProviders(
    <UploadsTo upload={() => new Promise(() => undefined)}>
      <FileUploadField
        common={CARD_QUESTION}
        value={null}
        onChange={() => undefined}
        readOnly={false}
      />
    </UploadsTo>,
  );
  const group = screen.getByRole('group', { name: 'Tarjeta del seguro' });
  const photo = () => screen.getByRole('button', { name: 'Take a photo' });
  expect(photo()).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
  expect(container.querySelectorAll('input[type="file"]')).toHaveLength(0);
  await waitFor(() => expect(photo()).toBeEnabled());
  expect(screen.getByRole('group', { name: 'Tarjeta del seguro' })).not.toBe(group);
  expect(container.querySelectorAll('input[type="file"]')).toHaveLength(2);
});
