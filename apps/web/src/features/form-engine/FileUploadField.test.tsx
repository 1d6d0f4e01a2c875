import { localizeText, uploadMessages } from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { InSpanish } from '../patient-language/testing';
import { FileUploadField, preloadFileUpload } from './FileUploadField';
import { UploadsTo, type StoredUpload } from './uploadTarget';
import { CARD_QUESTION } from './fileUploadTesting';

// Issue 21: a file question on a Spanish link speaks Spanish.
const kept: StoredUpload = {
  upload_id: '8a1f2b3c-4d5e-4f60-8a7b-8c9d0e1f2a3b',
  mime: 'application/pdf',
  bytes: 4,
  width: null,
  height: null,
  pages: 1,
};

/** A server that keeps each file once `arrive` is called. */
function slowServer() {
  let arrive = () => {};
  const upload = () =>
    new Promise<StoredUpload>((resolve) => {
      arrive = () => resolve(kept);
    });
  return { upload, arrive: () => arrive() };
}

function Question({ upload }: { upload: () => Promise<StoredUpload> }) {
  const [value, setValue] = useState<unknown>(null);
  return (
    <UploadsTo upload={upload}>
      <FileUploadField common={CARD_QUESTION} value={value} onChange={setValue} readOnly={false} />
    </UploadsTo>
  );
}

const filesInput = () => document.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!;

describe('FileUploadField on a Spanish link', () => {
  beforeAll(async () => {
    await preloadFileUpload();
  });
  it('names its buttons and its status in Spanish, "Subido" once kept', async () => {
    const server = slowServer();
    renderWithProviders(
      <InSpanish>
        <Question upload={server.upload} />
      </InSpanish>,
    );
    expect(screen.getByRole('button', { name: 'Tomar una foto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elegir un archivo' })).toBeInTheDocument();

    const pdf = new File(['%PDF'], 'tarjeta.pdf', { type: 'application/pdf' });
    fireEvent.change(filesInput(), { target: { files: [pdf] } });
    expect(await screen.findByText('Subiendo…')).toBeInTheDocument();
    server.arrive();
    expect(await screen.findByText('Subido')).toBeInTheDocument();
    // The preview of what was sent counts its pages in Spanish too.
    expect(screen.getByText('1 página')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tomar otra foto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reemplazar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar' })).toBeInTheDocument();
    expect(screen.queryByText(/Upload|Take a photo|Choose a file|Retake|Replace/)).toBeNull();
  });

  it("says why a file is refused in Spanish (the browser's check)", () => {
    renderWithProviders(
      <InSpanish>
        <Question upload={slowServer().upload} />
      </InSpanish>,
    );
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(filesInput(), { target: { files: [text] } });
    const spanishText = localizeText(uploadMessages.type, 'es');
    expect(spanishText).not.toBe(uploadMessages.type);
    expect(screen.getByText(spanishText)).toBeInTheDocument();
  });

  it('stays English on an English page', async () => {
    const server = slowServer();
    renderWithProviders(<Question upload={server.upload} />);
    const pdf = new File(['%PDF'], 'card.pdf', { type: 'application/pdf' });
    fireEvent.change(filesInput(), { target: { files: [pdf] } });
    server.arrive();
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace' })).toBeInTheDocument();
  });
});
