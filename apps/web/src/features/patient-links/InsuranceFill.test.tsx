import { patientLinkMessages, uploadMessages, type PublicForm } from '@paperless/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { choose, fill, inSection, signByTyping } from '../form-engine/testing';
import { json, stubFetch } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { linkAnswer } from './testing';

/**
 * Insurance Information (template 11) on the patient's page: its card photos and photo ID are
 * upload questions sent to the link as they are chosen, and the submit waits for them.
 */
const TOKEN = 'tok_insurance';
const LINK = `/api/public/links/${TOKEN}`;
const insuranceForm: PublicForm = {
  id: 88,
  title: 'Insurance Information',
  version: 1,
  kind: 'template',
  template_id: 11,
};
const PHOTOS = {
  card_front: /^Front of the insurance card/,
  card_back: /^Back of the insurance card/,
  photo_id: /^Photo ID/,
} as const;

const uploadIdOf = (field: string) =>
  `0b6f3c1e-8d2a-4c5b-9e7f-${String(Object.keys(PHOTOS).indexOf(field) + 1).padStart(12, '0')}`;
const photoGroup = (name: RegExp) => screen.getByRole('group', { name });
const cameraInput = (name: RegExp) =>
  photoGroup(name).querySelector<HTMLInputElement>('input[capture]')!;
const photo = () => new File(['jpeg bytes'], 'card.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:card'), revokeObjectURL: vi.fn() }),
  );
});

/** The link's page; uploads wait for `release` when `hold` is set. */
function openInsurance({ hold = false } = {}) {
  const uploads: string[] = [];
  const submits: Record<string, unknown>[] = [];
  const waiting: (() => void)[] = [];
  stubFetch((url, init) => {
    if (url.pathname === LINK) return json(200, linkAnswer('form', [insuranceForm]));
    // Issue 19: the draft kept on the server while the patient types (not an upload).
    if (url.pathname === `${LINK}/draft`) return json(200, { status: true, saved_at: '' });
    if (url.pathname === `${LINK}/submit`) {
      submits.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return json(201, { status: true, message: 'Form submitted successfully', complete: true });
    }
    const field = url.searchParams.get('field')!;
    uploads.push(field);
    const answer = () =>
      json(201, {
        data: {
          upload_id: uploadIdOf(field),
          mime: 'image/jpeg',
          bytes: 40_000,
          width: 1200,
          height: 760,
          pages: null,
        },
      });
    if (!hold) return answer();
    return new Promise<Response>((resolve) => waiting.push(() => resolve(answer())));
  });
  renderApp(`/form-fill/${TOKEN}`);
  return { uploads, submits, release: () => waiting.splice(0).forEach((go) => go()) };
}

async function fillAnswers() {
  expect(await screen.findByRole('heading', { name: 'Insurance Information' })).toBeVisible();
  const patient = inSection('Patient');
  fill(patient.getByLabelText(/Patient First Name/), 'Ada');
  fill(patient.getByLabelText(/Patient Last Name/), 'Lovelace');
  fill(patient.getByLabelText(/Date of Birth/), '1980-05-01');
  const primary = inSection('Primary Insurance');
  fill(primary.getByLabelText(/Insurance Company/), 'Blue Cross');
  fill(primary.getByLabelText(/Member ID/), 'XQB884120377');
  fill(primary.getByLabelText(/First Name/), 'Ada');
  fill(primary.getByLabelText(/Last Name/), 'Lovelace');
  fill(primary.getByLabelText(/Date of Birth/), '1980-05-01');
  choose(primary, /Relationship to Patient/, 'Self');
  choose(inSection('Secondary Insurance'), /secondary insurance/, 'No');
}

describe('Insurance Information on the patient’s page', () => {
  it('shows the secondary policy only after Yes', async () => {
    openInsurance();
    expect(await screen.findByRole('heading', { name: 'Insurance Information' })).toBeVisible();
    const secondary = inSection('Secondary Insurance');
    expect(secondary.queryByLabelText(/Member ID/)).toBeNull();
    choose(secondary, /secondary insurance/, 'Yes');
    expect(secondary.getByLabelText(/Member ID/)).toBeInTheDocument();
  });

  it('takes the card photos with the camera, uploads each, and sends their ids', async () => {
    const { uploads, submits } = openInsurance();
    const user = userEvent.setup();
    await fillAnswers();
    for (const [field, name] of Object.entries(PHOTOS)) {
      expect(cameraInput(name)).toHaveAttribute('capture', 'environment');
      fireEvent.change(cameraInput(name), { target: { files: [photo()] } });
      expect(await within(photoGroup(name)).findByText('Uploaded')).toBeInTheDocument();
      expect(uploads.at(-1)).toBe(field);
    }
    await signByTyping(user, 'Signature', 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: patientLinkMessages.formDoneTitle }),
    ).toBeInTheDocument();
    expect(submits[0]?.fields).toMatchObject({
      card_front: { upload_id: uploadIdOf('card_front') },
      card_back: { upload_id: uploadIdOf('card_back') },
      photo_id: { upload_id: uploadIdOf('photo_id') },
      has_secondary: 'No',
    });
  });

  it('names a missing photo, and waits for one still on its way', async () => {
    const { submits, release } = openInsurance({ hold: true });
    const user = userEvent.setup();
    await fillAnswers();
    await signByTyping(user, 'Signature', 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await within(photoGroup(PHOTOS.card_back)).findByText(
        'Photo of the back of the insurance card is required',
      ),
    ).toBeInTheDocument();

    for (const name of Object.values(PHOTOS))
      fireEvent.change(cameraInput(name), { target: { files: [photo()] } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(uploadMessages.stillUploading)).toBeInTheDocument();
    expect(submits).toEqual([]);

    release();
    for (const name of Object.values(PHOTOS))
      expect(await within(photoGroup(name)).findByText('Uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: patientLinkMessages.formDoneTitle }),
    ).toBeInTheDocument();
    expect(submits).toHaveLength(1);
  });
});
