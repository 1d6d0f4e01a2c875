import { linkStateMessages, patientLinkMessages } from '@paperless/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { superAdminSession } from '../../test/sessions';
import { choose, fill, validationNoticeText } from '../form-engine/testing';
import { json, stubApi, stubFetch } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderApp } from '../../test/render-app';
import { allergyForm, bodyOf, linkAnswer, smokingForm } from './testing';

const m = patientLinkMessages;
const TOKEN = 'tok_abc';
const LINK = `/api/public/links/${TOKEN}`;

afterEach(() => sessionStorage.clear());

const readDraft = () => JSON.parse(sessionStorage.getItem(`paperless.fill.${TOKEN}`) ?? 'null');

async function fillAllergyForm() {
  expect(await screen.findByRole('heading', { name: 'Allergy Check' })).toBeInTheDocument();
  fill(screen.getByLabelText(/Patient First Name/), 'Ada');
  fill(screen.getByLabelText(/Patient Last Name/), 'Lovelace');
  fill(screen.getByLabelText(/Date of Birth/), '1980-05-01');
  fill(screen.getByLabelText(/Allergies/), 'Penicillin');
}

describe('FormFillPage', () => {
  it("never checks or ends a staff session left in the browser (a clinic's shared tablet)", async () => {
    saveSession(superAdminSession(), false);
    window.history.pushState({}, '', `/form-fill/${TOKEN}`);
    const calls = stubApi({
      [`GET ${LINK}`]: () => json(200, linkAnswer('form', [allergyForm])),
      'GET /api/me': () => json(401, { message: 'session expired' }),
    });
    try {
      renderApp(`/form-fill/${TOKEN}`);
      expect(await screen.findByRole('heading', { name: 'Allergy Check' })).toBeInTheDocument();
      const paths = calls.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
      expect(paths).toEqual([LINK]);
      // The patient's own fetches carry no staff token either.
      expect(new Headers(calls.mock.calls[0]![1]?.headers).get('authorization')).toBeNull();
    } finally {
      clearSession();
      window.history.pushState({}, '', '/');
    }
  });

  it('shows the form, sends the answers and ends on the success screen', async () => {
    const sent: Record<string, unknown>[] = [];
    // The link's answer waits until the page has shown that it loads.
    let answerLink!: () => void;
    const linkAnswered = new Promise<void>((resolve) => (answerLink = resolve));
    stubFetch(async (url, init) => {
      if (init.method === 'POST' && url.pathname === `${LINK}/submit`) {
        sent.push(bodyOf(init));
        return json(201, { status: true, message: 'Form submitted successfully', complete: true });
      }
      await linkAnswered;
      return json(200, linkAnswer('form', [allergyForm]));
    });
    renderApp(`/form-fill/${TOKEN}`);
    expect(await screen.findByRole('status', { name: 'Loading form' })).toBeInTheDocument();
    answerLink();
    await fillAllergyForm();
    expect(screen.getByText('Sunrise Family Clinic')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: m.formDoneTitle })).toBeInTheDocument();
    expect(screen.getByText(m.formDoneText)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        fields: {
          patient_firstname: 'Ada',
          patient_lastname: 'Lovelace',
          dob: '1980-05-01',
          allergies: 'Penicillin',
        },
        formId: 41,
        currentFormId: 41,
        lastForm: true,
        fromBucket: false,
      },
    ]);
    // The draft is gone once the answers are in.
    expect(sessionStorage.length).toBe(0);
  });

  it('shows Form Already Submitted! for a link that cannot be used, and drops its draft', async () => {
    // Answers typed earlier in this tab, for a link that has since been used.
    sessionStorage.setItem(`paperless.fill.${TOKEN}`, JSON.stringify({ allergies: 'Latex' }));
    stubApi({
      [`GET ${LINK}`]: () => json(404, { message: m.unavailable }),
    });
    renderApp(`/form-fill/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: m.formUsedTitle })).toBeInTheDocument();
    // The page drops the draft in an effect after it shows the heading: wait for it, or the
    // check races React's flush on a busy machine (seen once in CI).
    await waitFor(() => expect(sessionStorage.getItem(`paperless.fill.${TOKEN}`)).toBeNull());
  });

  it('says beneath Form Already Submitted! that the practice cancelled the link (410)', async () => {
    const cancelled = m.cancelled('Sunrise Family Clinic');
    stubApi({ [`GET ${LINK}`]: () => json(410, { message: cancelled }) });
    renderApp(`/form-fill/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: m.formUsedTitle })).toBeInTheDocument();
    expect(await screen.findByText(cancelled)).toBeInTheDocument();
    expect(screen.queryByText(m.formUsedText)).not.toBeInTheDocument();
  });

  it('keeps the spec heading and says the link is not valid for an unknown token (404)', async () => {
    stubApi({ [`GET ${LINK}`]: () => json(404, { message: m.unavailable }) });
    renderApp(`/form-fill/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: m.formUsedTitle })).toBeInTheDocument();
    // Issue 19: a used, expired or cancelled link says which (UnavailableLink.test.tsx).
    expect(await screen.findByText(linkStateMessages.invalidText)).toBeInTheDocument();
  });

  it('blocks a submit with the Validation Error notice, and says Submission Failed with the server message', async () => {
    stubApi({
      [`GET ${LINK}`]: () => json(200, linkAnswer('form', [allergyForm])),
      [`POST ${LINK}/submit`]: () => json(404, { message: m.unavailable }),
    });
    renderApp(`/form-fill/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Allergy Check' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(validationNoticeText()).toBe(
      'Validation Error: Patient first name is required\nPatient last name is required\nDate of birth is required\nAllergies is required',
    );
    // Under its field too, once: the notice lists it apart from the field's own message.
    expect(screen.getByLabelText(/Allergies/)).toHaveAccessibleDescription('Allergies is required');

    await fillAllergyForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(shownNotices()).toContain(`Submission Failed: ${m.unavailable}`));
    expect(screen.getByRole('heading', { name: 'Allergy Check' })).toBeInTheDocument();
  });

  it('sends only the answers to questions the patient was shown; the draft keeps the rest', async () => {
    const sent: Record<string, unknown>[] = [];
    stubApi({
      [`GET ${LINK}`]: () => json(200, linkAnswer('form', [smokingForm])),
      [`POST ${LINK}/submit`]: (_url, init) => {
        sent.push(bodyOf(init));
        return json(201, { status: true, message: 'Form submitted successfully', complete: true });
      },
    });
    renderApp(`/form-fill/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Smoking Screen' })).toBeInTheDocument();
    fill(screen.getByLabelText(/Patient First Name/), 'Ada');
    fill(screen.getByLabelText(/Patient Last Name/), 'Lovelace');
    fill(screen.getByLabelText(/Date of Birth/), '1980-05-01');
    const page = within(document.body);
    choose(page, /Do you smoke\?/, 'Yes');
    fill(screen.getByLabelText(/Packs a day/), '2');
    // The patient changes their mind: the required follow-up goes, and is no longer asked.
    choose(page, /Do you smoke\?/, 'No');
    expect(screen.queryByLabelText(/Packs a day/)).not.toBeInTheDocument();
    expect(readDraft()).toMatchObject({ smoker: 'No', packs: '2' });

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: m.formDoneTitle })).toBeInTheDocument();
    expect(shownNotices()).toEqual([]);
    expect(sent.map((body) => body.fields)).toEqual([
      { patient_firstname: 'Ada', patient_lastname: 'Lovelace', dob: '1980-05-01', smoker: 'No' },
    ]);
  });

  it('keeps what was typed across a reload of the page', async () => {
    stubApi({ [`GET ${LINK}`]: () => json(200, linkAnswer('form', [allergyForm])) });
    const first = renderApp(`/form-fill/${TOKEN}`);
    await fillAllergyForm();
    first.unmount();
    renderApp(`/form-fill/${TOKEN}`);
    expect(await screen.findByLabelText(/Allergies/)).toHaveValue('Penicillin');
    expect(screen.getByLabelText(/Patient Last Name/)).toHaveValue('Lovelace');
  });

  it('draws a template with the practice header', async () => {
    stubApi({
      [`GET ${LINK}`]: () =>
        json(
          200,
          linkAnswer('form', [
            {
              id: 9,
              title: 'Notice of Privacy Practices',
              version: 1,
              kind: 'template',
              template_id: 10,
            },
          ]),
        ),
    });
    renderApp(`/form-fill/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Notice of Privacy Practices' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sunrise Family Clinic')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});
