import { patientLinkMessages, type PublicForm } from '@paperless/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choose, fill, inSection, validationNoticeText } from '../form-engine/testing';
import { json, stubApi } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderApp } from '../../test/render-app';
import { allergyForm, bodyOf, linkAnswer, refillForm, smokingForm } from './testing';

const m = patientLinkMessages;
const TOKEN = 'tok_bucket';
const LINK = `/api/public/links/${TOKEN}`;

afterEach(() => sessionStorage.clear());

async function fillRefillStep() {
  expect(
    await screen.findByRole('heading', { name: 'Prescription Refill Policy' }),
  ).toBeInTheDocument();
  const patient = inSection('Patient');
  fill(patient.getByLabelText(/Patient First Name/), 'Ada');
  fill(patient.getByLabelText(/Patient Last Name/), 'Lovelace');
  fill(patient.getByLabelText(/Date of Birth/), '1980-05-01');
  fill(screen.getByLabelText(/Representative/), 'Grace Hopper, 555-0100');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

/** Opens the link to a bucket of these forms; each step the page sends is kept, in order. */
function openBucket(forms: PublicForm[]): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  stubApi({
    [`GET ${LINK}`]: () => json(200, linkAnswer('bucket', forms)),
    [`POST ${LINK}/submit`]: (_url, init) => {
      const body = bodyOf(init);
      sent.push(body);
      return json(201, { status: true, message: 'ok', complete: body.lastForm === true });
    },
  });
  renderApp(`/forms-fill/${TOKEN}`);
  return sent;
}

describe('BucketFillPage', () => {
  it('runs a template then a custom form, carrying the patient, and ends on the success screen', async () => {
    const sent = openBucket([refillForm, allergyForm]);
    await fillRefillStep();

    expect(await screen.findByRole('heading', { name: 'Allergy Check' })).toBeInTheDocument();
    expect(screen.getByText('Form 2 of 2')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      formId: 17,
      currentFormId: 17,
      lastForm: false,
      fromBucket: true,
    });
    // The patient from the first form, read-only here.
    expect(screen.getByLabelText(/Patient First Name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/Patient First Name/)).toHaveAttribute('readonly');

    fill(screen.getByLabelText(/Email/), 'not-mail');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(validationNoticeText()).toBe(
      'Validation Error: Allergies is required\nEmail must be a valid email',
    );
    expect(sent).toHaveLength(1);

    fill(screen.getByLabelText(/Allergies/), 'Penicillin');
    fill(screen.getByLabelText(/Email/), 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: m.bucketDoneTitle })).toBeInTheDocument();
    expect(sent[1]).toEqual({
      fields: {
        patient_firstname: 'Ada',
        patient_lastname: 'Lovelace',
        dob: '1980-05-01',
        allergies: 'Penicillin',
        contact_email: 'ada@example.com',
      },
      formId: 41,
      currentFormId: 41,
      lastForm: true,
      fromBucket: true,
    });
    expect(sessionStorage.length).toBe(0);
  });

  it("leaves a hidden question's answer out of a custom step it sends", async () => {
    const sent = openBucket([refillForm, smokingForm]);
    await fillRefillStep();
    expect(await screen.findByRole('heading', { name: 'Smoking Screen' })).toBeInTheDocument();
    const page = within(document.body);
    choose(page, /Do you smoke\?/, 'Yes');
    fill(screen.getByLabelText(/Packs a day/), '2');
    choose(page, /Do you smoke\?/, 'No');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: m.bucketDoneTitle })).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ formId: 52, lastForm: true });
    expect(sent[1]?.fields).toEqual({
      patient_firstname: 'Ada',
      patient_lastname: 'Lovelace',
      dob: '1980-05-01',
      smoker: 'No',
    });
  });

  it('says Error / Form submission failed. and stays on the form when a step is refused', async () => {
    stubApi({
      [`GET ${LINK}`]: () => json(200, linkAnswer('bucket', [refillForm, allergyForm])),
      [`POST ${LINK}/submit`]: () => json(404, { message: m.unavailable }),
    });
    renderApp(`/forms-fill/${TOKEN}`);
    await fillRefillStep();
    await vi.waitFor(() =>
      expect(shownNotices()).toContain(`${m.bucketFailedTitle}: ${m.bucketFailedText}`),
    );
    expect(screen.getByRole('heading', { name: 'Prescription Refill Policy' })).toBeInTheDocument();
    expect(await screen.findByText(m.unavailable)).toBeInTheDocument();
  });

  it('resumes at the step the patient reached after a reload', async () => {
    stubApi({
      [`GET ${LINK}`]: () => json(200, linkAnswer('bucket', [refillForm, allergyForm])),
      [`POST ${LINK}/submit`]: () => json(201, { status: true, message: 'ok', complete: false }),
    });
    const first = renderApp(`/forms-fill/${TOKEN}`);
    await fillRefillStep();
    expect(await screen.findByRole('heading', { name: 'Allergy Check' })).toBeInTheDocument();
    fill(screen.getByLabelText(/Allergies/), 'Pollen');
    first.unmount();

    renderApp(`/forms-fill/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Allergy Check' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Allergies/)).toHaveValue('Pollen');
    expect(screen.getByLabelText(/Patient Last Name/)).toHaveValue('Lovelace');
  });

  it.each([
    ['cannot be loaded', () => json(404, { message: m.unavailable })],
    ['is empty', () => json(200, linkAnswer('bucket', []))],
  ])('shows Form(s) Already Submitted when the bucket %s', async (_case, answer) => {
    stubApi({ [`GET ${LINK}`]: answer });
    renderApp(`/forms-fill/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: m.bucketUsedTitle })).toBeInTheDocument();
  });

  it('says beneath Form(s) Already Submitted that the practice cancelled the bucket link (410)', async () => {
    const cancelled = m.cancelled('Sunrise Family Clinic');
    stubApi({ [`GET ${LINK}`]: () => json(410, { message: cancelled }) });
    renderApp(`/forms-fill/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: m.bucketUsedTitle })).toBeInTheDocument();
    expect(await screen.findByText(cancelled)).toBeInTheDocument();
    expect(screen.queryByText(m.formUsedText)).not.toBeInTheDocument();
  });
});
