import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { clientAdminSession } from '../../test/sessions';
import { VERIFY_MAX_BYTES, verifyMessages } from '@paperless/core';
import type { VerifyResult } from './verifyApi';
import { VerifyDocumentPage } from './VerifyDocumentPage';

const matched: VerifyResult = {
  data: {
    matched: true,
    sha256: 'ab'.repeat(32),
    size: 12,
    submission: {
      submission_id: 41,
      url: 'submission:41',
      form_name: 'Medical History',
      patient_name: 'Hằng Nguyễn',
      dob: '1984-03-07',
      submitted_at: '2026-06-10T14:00:00.000Z',
      pdf_name: 'Nguyễn, Hằng - Medical History - 2026-06-10.pdf',
    },
  },
  time_zone: 'America/Chicago',
};
const unmatched: VerifyResult = {
  data: { matched: false, sha256: 'cd'.repeat(32), size: 12, submission: null },
  time_zone: 'America/Chicago',
};

afterEach(() => {
  vi.restoreAllMocks();
});

function open(answer: () => Response) {
  saveSession(clientAdminSession(), false);
  return stubApi({ 'POST /api/documents/verify': answer });
}

const pdf = (name = 'form.pdf', bytes = '%PDF-1.7 x') =>
  new File([bytes], name, { type: 'application/pdf' });
const verifyCalls = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls.filter(([input]) => String(input).includes('/api/documents/verify'));
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('Verify a Document', () => {
  it('sends the chosen PDF as it is and names the submission it matches', async () => {
    const fetchStub = open(() => json(200, matched));
    renderWithProviders(<VerifyDocumentPage />);
    expect(screen.getByRole('heading', { name: 'Verify a Document' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a PDF' })).toBeInTheDocument();
    const file = pdf();
    await userEvent.upload(fileInput(), file);

    const result = await screen.findByRole('alert');
    expect(
      within(result).getByText('Verified: an unaltered copy of a submitted form'),
    ).toBeInTheDocument();
    const table = within(result).getByRole('table', { name: 'The submitted form' });
    expect(within(table).getByRole('cell', { name: 'Medical History' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Hằng Nguyễn' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '03/07/1984' })).toBeInTheDocument();
    // 14:00 UTC in Chicago (daylight time), with its abbreviation.
    expect(
      within(table).getByRole('cell', { name: 'Jun 10, 2026, 9:00 AM CDT' }),
    ).toBeInTheDocument();
    expect(
      within(result).getByRole('button', { name: 'Open the submitted form' }),
    ).toBeInTheDocument();
    const [, init] = verifyCalls(fetchStub)[0]!;
    expect(init!.body).toBe(file);
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/pdf');
  });

  it('says plainly when a PDF is not an unaltered copy', async () => {
    open(() => json(200, unmatched));
    renderWithProviders(<VerifyDocumentPage />);
    // Dropped rather than chosen.
    fireEvent.drop(screen.getByTestId('pdf-drop-area'), {
      dataTransfer: { files: [pdf('changed.pdf')] },
    });
    const result = await screen.findByRole('alert');
    expect(
      within(result).getByText("Not an unaltered copy of your clinic's forms"),
    ).toBeInTheDocument();
    expect(within(result).getByText('cd'.repeat(32))).toBeInTheDocument();
  });

  it("puts the server's refusal under the field", async () => {
    const message = 'Choose a PDF file. This file is not a PDF.';
    open(() => json(422, { message, errors: { file: [message] } }));
    renderWithProviders(<VerifyDocumentPage />);
    await userEvent.upload(fileInput(), pdf('notes.pdf', 'hello'));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Choose a PDF' })).toHaveAttribute(
      'aria-describedby',
      error.id,
    );
  });

  it('refuses a file over 20 MB without sending it', async () => {
    const fetchStub = open(() => json(200, unmatched));
    renderWithProviders(<VerifyDocumentPage />);
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: VERIFY_MAX_BYTES + 1 });
    await userEvent.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(verifyMessages.tooLarge);
    expect(verifyCalls(fetchStub)).toHaveLength(0);
  });

  it('shows progress while the file is checked', async () => {
    let answer: (r: Response) => void = () => {};
    saveSession(clientAdminSession(), false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithProviders(<VerifyDocumentPage />);
    await userEvent.upload(fileInput(), pdf('slow.pdf'));
    expect(
      await screen.findByRole('progressbar', { name: 'Checking slow.pdf' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a PDF' })).toBeDisabled();
    answer(json(200, unmatched));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
