import { patientLinkMessages, UPLOAD_MAX_BYTES, uploadMessages } from '@paperless/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill } from '../form-engine/testing';
import { json, stubApi, stubFetch } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { bodyOf, cardForm, linkAnswer } from './testing';

const TOKEN = 'tok_card';
const LINK = `/api/public/links/${TOKEN}`;
const UPLOAD_ID = '0b6f3c1e-8d2a-4c5b-9e7f-1a2b3c4d5e6f';
const LABEL = /Insurance card \(front\)/;

const stored = (mime: string, pages: number | null = null) => ({
  data: { upload_id: UPLOAD_ID, mime, bytes: 48_213, width: 1200, height: 760, pages },
});

const draft = () => JSON.parse(sessionStorage.getItem(`paperless.fill.${TOKEN}`) ?? 'null');
const question = () => screen.getByRole('group', { name: LABEL });
// The buttons open these hidden inputs: the camera's, and the file chooser's.
const cameraInput = () => question().querySelector<HTMLInputElement>('input[capture]')!;
const chooserInput = () => question().querySelector<HTMLInputElement>('input:not([capture])')!;
const pick = (input: HTMLInputElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });

const photo = (name = 'card.jpg', type = 'image/jpeg') => new File(['jpeg bytes'], name, { type });

let revoked: string[];
beforeEach(() => {
  revoked = [];
  // jsdom has no object URLs: the thumbnail's is made up, and its release recorded.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => 'blob:card-photo'),
      revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
    }),
  );
});
afterEach(() => sessionStorage.clear());

function openCardForm(answerUpload: () => Response = () => json(201, stored('image/jpeg'))) {
  const uploads: { url: URL; init: RequestInit }[] = [];
  const sent: Record<string, unknown>[] = [];
  stubApi({
    [`GET ${LINK}`]: () => json(200, linkAnswer('form', [cardForm])),
    [`POST ${LINK}/uploads`]: (url, init) => {
      uploads.push({ url, init });
      return answerUpload();
    },
    [`POST ${LINK}/submit`]: (_url, init) => {
      sent.push(bodyOf(init));
      return json(201, { status: true, message: 'Form submitted successfully', complete: true });
    },
  });
  renderApp(`/form-fill/${TOKEN}`);
  return { uploads, sent };
}

async function fillPatient() {
  expect(await screen.findByRole('heading', { name: 'Insurance' })).toBeInTheDocument();
  fill(screen.getByLabelText(/Patient First Name/), 'Ada');
  fill(screen.getByLabelText(/Patient Last Name/), 'Lovelace');
  fill(screen.getByLabelText(/Date of Birth/), '1980-05-01');
}

describe('a file question on the patient’s page', () => {
  it('is a named group with its help, a camera button and a file button', async () => {
    openCardForm();
    await fillPatient();
    expect(question()).toHaveAccessibleDescription('The side with your member ID');
    expect(within(question()).getByRole('button', { name: 'Take a photo' })).toBeEnabled();
    expect(within(question()).getByRole('button', { name: 'Choose a file' })).toBeEnabled();
    expect(cameraInput()).toHaveAttribute('accept', 'image/*');
    expect(cameraInput()).toHaveAttribute('capture', 'environment');
    expect(chooserInput()).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,application/pdf',
    );
  });

  it('refuses a file of the wrong type, or over 10 MB, in the browser and sends nothing', async () => {
    const { uploads } = openCardForm();
    await fillPatient();
    pick(chooserInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(question()).getByText(uploadMessages.type)).toBeInTheDocument();

    const big = photo('big.jpg');
    Object.defineProperty(big, 'size', { value: 12 * 1024 * 1024 });
    expect(big.size).toBeGreaterThan(UPLOAD_MAX_BYTES);
    pick(cameraInput(), big);
    expect(within(question()).getByText(uploadMessages.tooLarge)).toBeInTheDocument();
    expect(
      within(question()).getByRole('button', { name: 'Take a photo' }),
    ).toHaveAccessibleDescription(uploadMessages.tooLarge);
    expect(uploads).toEqual([]);
    expect(draft()?.card_front).toBeUndefined();
  });

  it('uploads a photo at once, shows it, and sends its upload id with the answers', async () => {
    const { uploads, sent } = openCardForm();
    await fillPatient();
    const file = photo();
    pick(cameraInput(), file);
    expect(within(question()).getByText('Uploading…')).toBeInTheDocument();
    expect(await within(question()).findByText('Uploaded')).toBeInTheDocument();

    expect(uploads).toHaveLength(1);
    const [{ url, init }] = uploads as [(typeof uploads)[number]];
    expect(init.method).toBe('POST');
    expect(url.searchParams.get('field')).toBe('card_front');
    expect(new Headers(init.headers).get('content-type')).toBe('image/jpeg');
    expect(init.body).toBe(file);
    expect(
      within(question()).getByRole('img', { name: /Your photo for Insurance card/ }),
    ).toHaveAttribute('src', 'blob:card-photo');
    expect(within(question()).getByRole('button', { name: 'Retake' })).toBeInTheDocument();
    expect(within(question()).getByRole('button', { name: 'Replace' })).toBeInTheDocument();
    expect(draft()?.card_front).toEqual({ upload_id: UPLOAD_ID });

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: patientLinkMessages.formDoneTitle }),
    ).toBeInTheDocument();
    expect(sent[0]?.fields).toMatchObject({ card_front: { upload_id: UPLOAD_ID } });
  });

  it('shows a PDF by its name and page count from the server', async () => {
    openCardForm(() => json(201, stored('application/pdf', 2)));
    await fillPatient();
    // A file manager that leaves the type empty: the name says it is a PDF.
    pick(chooserInput(), new File(['%PDF-1.7'], 'referral.pdf'));
    expect(await within(question()).findByText('2 pages')).toBeInTheDocument();
    expect(within(question()).getByText('referral.pdf')).toBeInTheDocument();
    expect(within(question()).queryByRole('img')).toBeNull();
  });

  it('shows the server’s message under the question when it refuses the file', async () => {
    const { uploads } = openCardForm(() =>
      json(422, { message: 'Validation failed', errors: { file: [uploadMessages.unreadable] } }),
    );
    await fillPatient();
    pick(chooserInput(), photo('blurry.png', 'image/png'));
    expect(await within(question()).findByText(uploadMessages.unreadable)).toBeInTheDocument();
    expect(new Headers(uploads[0]?.init.headers).get('content-type')).toBe('image/png');
    expect(within(question()).getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
    expect(draft()?.card_front).toBeNull();
  });

  it('Remove clears the answer and the thumbnail, so a required question asks again', async () => {
    const { sent } = openCardForm();
    await fillPatient();
    pick(cameraInput(), photo());
    expect(await within(question()).findByText('Uploaded')).toBeInTheDocument();

    fireEvent.click(within(question()).getByRole('button', { name: 'Remove' }));
    expect(draft()?.card_front).toBeNull();
    expect(revoked).toEqual(['blob:card-photo']);
    expect(within(question()).queryByRole('img')).toBeNull();
    expect(within(question()).getByRole('button', { name: 'Take a photo' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await within(question()).findByText('Insurance card (front) is required'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('drops a file removed while on its way, even when the server answers after', async () => {
    let answer: (response: Response) => void = () => {};
    const signals: AbortSignal[] = [];
    stubFetch((url, init) => {
      if (url.pathname === LINK) return json(200, linkAnswer('form', [cardForm]));
      signals.push(init.signal!);
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    renderApp(`/form-fill/${TOKEN}`);
    await fillPatient();
    pick(cameraInput(), photo());
    expect(within(question()).getByText('Uploading…')).toBeInTheDocument();
    await vi.waitFor(() => expect(signals).toHaveLength(1));

    fireEvent.click(within(question()).getByRole('button', { name: 'Remove' }));
    expect(signals[0]?.aborted).toBe(true);
    answer(json(201, stored('image/jpeg')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(question()).queryByText('Uploaded')).toBeNull();
    expect(within(question()).getByRole('button', { name: 'Take a photo' })).toBeInTheDocument();
    expect(draft()?.card_front).toBeNull();
  });

  it('waits for a file still on its way rather than submit without it', async () => {
    let answer: (response: Response) => void = () => {};
    const submits: RequestInit[] = [];
    stubFetch((url, init) => {
      if (url.pathname === LINK) return json(200, linkAnswer('form', [cardForm]));
      if (url.pathname === `${LINK}/submit`) {
        submits.push(init);
        return json(201, { status: true, message: 'Form submitted successfully', complete: true });
      }
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    renderApp(`/form-fill/${TOKEN}`);
    await fillPatient();
    pick(cameraInput(), photo());
    expect(within(question()).getByText('Uploading…')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(uploadMessages.stillUploading)).toBeInTheDocument();
    expect(submits).toEqual([]);

    answer(json(201, stored('image/jpeg')));
    expect(await within(question()).findByText('Uploaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: patientLinkMessages.formDoneTitle }),
    ).toBeInTheDocument();
    expect(JSON.parse(String(submits[0]?.body)).fields).toMatchObject({
      card_front: { upload_id: UPLOAD_ID },
    });
  });
});
