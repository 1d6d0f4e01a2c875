import {
  linkStateMessages,
  messages,
  patientLinkMessages,
  type LinkStateInfo,
  type LinkUnavailableResponse,
} from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi, stubFetch } from '../../test/network';
import { InSpanish } from '../patient-language/testing';
import { renderWithProviders } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { RetryLinkScreen } from './FillScreens';
import { UnavailableLink } from './UnavailableLink';
import { allergyForm, linkAnswer } from './testing';

/** Issue 19, no dead ends: what the patient sees for a link that no longer opens. */
const m = linkStateMessages;
const TOKEN = 'tok_gone';
const LINK = `/api/public/links/${TOKEN}`;
const PRACTICE = 'Sunrise Family Clinic';

afterEach(() => sessionStorage.clear());

function gone(
  link: Partial<LinkStateInfo> & Pick<LinkStateInfo, 'state'>,
): LinkUnavailableResponse {
  return {
    status: false,
    message: 'This link no longer opens.',
    link: {
      kind: 'form',
      practice: { name: PRACTICE, phone: '(512) 555-0100' },
      expired_on: null,
      renewal_requested: false,
      ...link,
    },
  };
}

const askButton = () => screen.queryByRole('button', { name: m.askForNew });

describe('a link that no longer opens', () => {
  it('says a submitted form was sent, gives the phone, and offers no new link', async () => {
    stubApi({ [`GET ${LINK}`]: () => json(410, gone({ state: 'submitted' })) });
    renderApp(`/form-fill/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: patientLinkMessages.formUsedTitle }),
    ).toBeInTheDocument();
    expect(await screen.findByText(m.submittedText(PRACTICE))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute(
      'href',
      'tel:5125550100',
    );
    expect(screen.getByText(/Questions\? Call Sunrise Family Clinic at/)).toBeInTheDocument();
    expect(askButton()).not.toBeInTheDocument();
  });

  it('says when a bucket expired, under the bucket heading', async () => {
    stubApi({
      [`GET ${LINK}`]: () =>
        json(410, gone({ state: 'expired', kind: 'bucket', expired_on: '2026-03-01' })),
    });
    renderApp(`/forms-fill/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: patientLinkMessages.bucketUsedTitle }),
    ).toBeInTheDocument();
    expect(await screen.findByText(m.expiredText(PRACTICE, 'March 1, 2026'))).toBeInTheDocument();
    expect(askButton()).toBeInTheDocument();
  });

  it('says the practice cancelled it, without a phone line when it has none', async () => {
    stubApi({
      [`GET ${LINK}`]: () =>
        json(410, gone({ state: 'cancelled', practice: { name: PRACTICE, phone: null } })),
    });
    renderApp(`/form-fill/${TOKEN}`);
    expect(await screen.findByText(m.cancelledText(PRACTICE))).toBeInTheDocument();
    expect(screen.queryByText(/Questions\?/)).not.toBeInTheDocument();
  });

  it('asks the practice for a new link once, then says they will send one', async () => {
    const calls = stubApi({
      [`GET ${LINK}`]: () => json(410, gone({ state: 'cancelled' })),
      [`POST ${LINK}/renewal`]: () =>
        json(200, { status: true, message: m.asked(PRACTICE), already_requested: false }),
    });
    renderApp(`/form-fill/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: m.askForNew }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.asked(PRACTICE));
    expect(askButton()).not.toBeInTheDocument();
    const posts = calls.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([input]) => new URL(String(input), 'http://x').pathname)).toEqual([
      `${LINK}/renewal`,
    ]);
  });

  it('shows the reassurance at once when the practice was already asked today', async () => {
    stubApi({
      [`GET ${LINK}`]: () => json(410, gone({ state: 'expired', renewal_requested: true })),
    });
    renderApp(`/form-fill/${TOKEN}`);
    expect(await screen.findByText(m.asked(PRACTICE))).toBeInTheDocument();
    expect(askButton()).not.toBeInTheDocument();
  });

  it("shows the server's message when the request is refused, and keeps the button", async () => {
    stubApi({
      [`GET ${LINK}`]: () => json(410, gone({ state: 'expired' })),
      [`POST ${LINK}/renewal`]: () => json(409, { message: m.renewalSubmitted }),
    });
    renderApp(`/form-fill/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: m.askForNew }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.renewalSubmitted);
    expect(askButton()).toBeInTheDocument();
  });

  it('says an unknown link is not valid and names no practice', async () => {
    stubApi({ [`GET ${LINK}`]: () => json(404, { message: patientLinkMessages.unavailable }) });
    renderApp(`/form-fill/${TOKEN}`);
    expect(await screen.findByText(m.invalidText)).toBeInTheDocument();
    expect(screen.queryByText(/Sunrise/)).not.toBeInTheDocument();
    expect(askButton()).not.toBeInTheDocument();
  });
});

/** Issue 36: the first e-mail's URL after a Resend. */
describe('an older link replaced by a resend', () => {
  const replaced = () =>
    gone({
      state: 'replaced',
      practice: { name: PRACTICE, phone: '(512) 555-0100', logo_url: '/api/logos/sunrise.png' },
    });
  const sendAgainButton = () => screen.queryByRole('button', { name: m.sendAgain });

  it("says a newer link was sent, under the spec's heading, with the practice's logo and phone", async () => {
    stubApi({ [`GET ${LINK}`]: () => json(410, replaced()) });
    renderApp(`/form-fill/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: patientLinkMessages.formUsedTitle }),
    ).toBeInTheDocument();
    expect(await screen.findByText(m.replacedText(PRACTICE))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${PRACTICE} logo` })).toHaveAttribute(
      'src',
      '/api/logos/sunrise.png',
    );
    expect(screen.getByRole('link', { name: '(512) 555-0100' })).toHaveAttribute(
      'href',
      'tel:5125550100',
    );
    expect(sendAgainButton()).toBeInTheDocument();
    expect(askButton()).not.toBeInTheDocument();
    expect(screen.queryByText(m.invalidText)).not.toBeInTheDocument();
  });

  it('sends the newest link again once, then confirms in place of the button', async () => {
    const calls = stubApi({
      [`GET ${LINK}`]: () => json(410, replaced()),
      [`POST ${LINK}/send-again`]: () => json(200, { status: true, message: m.sentAgain }),
    });
    renderApp(`/form-fill/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: m.sendAgain }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.sentAgain);
    expect(sendAgainButton()).not.toBeInTheDocument();
    const posts = calls.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([input]) => new URL(String(input), 'http://x').pathname)).toEqual([
      `${LINK}/send-again`,
    ]);
  });

  it("shows the server's refusal and keeps the button", async () => {
    stubApi({
      [`GET ${LINK}`]: () => json(410, replaced()),
      [`POST ${LINK}/send-again`]: () => json(429, { message: messages.tooManyRequests }),
    });
    renderApp(`/forms-fill/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: m.sendAgain }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.tooManyRequests);
    expect(sendAgainButton()).toBeInTheDocument();
  });

  it('says it in Spanish on a Spanish page', () => {
    renderWithProviders(
      <InSpanish>
        <UnavailableLink token={TOKEN} info={replaced().link} />
      </InSpanish>,
    );
    expect(
      screen.getByText(
        `${PRACTICE} le envió un enlace más reciente, por lo que este ya no se abre. ` +
          'Use el enlace del correo electrónico o mensaje de texto más reciente, o pida que se lo envíen de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Enviar de nuevo el enlace más reciente' }),
    ).toBeInTheDocument();
  });
});

/** A link that may well be fine but did not load: no used-link screen, and nothing lost. */
describe('a link that did not load this time', () => {
  const draftKey = `paperless.fill.${TOKEN}`;
  const r = patientLinkMessages;

  it('asks to wait after too many requests, keeps the draft, and opens the form on Try again', async () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ allergies: 'Penicillin' }));
    let refused = true;
    stubApi({
      [`GET ${LINK}`]: () =>
        refused
          ? json(429, { message: messages.tooManyRequests })
          : json(200, linkAnswer('form', [allergyForm])),
    });
    renderApp(`/form-fill/${TOKEN}`);
    // Spec: a load error shows the already-submitted heading; beneath it, the real reason.
    expect(await screen.findByRole('heading', { name: r.formUsedTitle })).toBeInTheDocument();
    expect(screen.getByText(messages.tooManyRequests)).toBeInTheDocument();
    expect(screen.queryByText(m.invalidText)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey)).toContain('Penicillin');

    refused = false;
    fireEvent.click(screen.getByRole('button', { name: r.retryButton }));
    expect(await screen.findByRole('heading', { name: allergyForm.title })).toBeInTheDocument();
    expect(screen.getByLabelText(/Allergies/)).toHaveValue('Penicillin');
  });

  it('asks to check the connection when no answer came, on a bucket link too', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp(`/forms-fill/${TOKEN}`);
    expect(await screen.findByText(messages.serverUnreachable)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: r.bucketUsedTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: r.retryButton })).toBeInTheDocument();
  });

  it('says so in Spanish on a Spanish page', () => {
    renderWithProviders(
      <InSpanish>
        <RetryLinkScreen kind="form" text={messages.tooManyRequests} onRetry={() => {}} />
      </InSpanish>,
    );
    expect(
      screen.getByRole('heading', { name: '¡El formulario ya fue enviado!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
