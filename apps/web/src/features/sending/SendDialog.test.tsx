import { sendingMessages } from '@paperless/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi, stubFetch } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderWithProviders } from '../../test/render';
import { SendDialog, type SendTarget } from './SendDialog';

// Typing many characters: skip the per-key timer so a busy machine stays within the timeout.
const userEvent = userEventLib.setup({ delay: null });

const form: SendTarget = { kind: 'form', id: 12, title: 'Patient Intake' };
const bucket: SendTarget = { kind: 'bucket', id: 4, title: 'New patient pack' };

function open(target: SendTarget, companyId?: number) {
  const onClose = vi.fn();
  renderWithProviders(
    <SendDialog target={target} companyId={companyId} opened onClose={onClose} />,
  );
  return onClose;
}

const emailInput = () => screen.getByLabelText(/Email addresses/);
const phoneInput = () => screen.getByLabelText(/Phone numbers/);
const sendButton = () => screen.getByRole('button', { name: 'Send' });
/** The sends made: the dialog also asks for the clinic's default language as it opens. */
const sends = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls.filter(([, init]) => init?.method === 'POST');

// Typing into chips re-renders the dialog per key: on a busy 2-core machine that takes seconds.
describe('SendDialog', { timeout: 20_000 }, () => {
  it('opens quiet, and gives the spec’s text only when Send is pressed with no one', async () => {
    const fetchStub = stubApi({});
    open(form);
    const dialog = await screen.findByRole('dialog', { name: 'Send Form' });
    expect(screen.queryByText(sendingMessages.noRecipient)).not.toBeInTheDocument();
    expect(dialog.querySelector('[aria-invalid="true"]')).toBeNull();
    // Disabled, as the spec has it, yet still pressable so it can say why.
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(sendButton());
    expect(screen.getByText(sendingMessages.noRecipient)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription(
      expect.stringContaining(sendingMessages.noRecipient),
    );
    expect(emailInput()).toHaveFocus();
    expect(sends(fetchStub)).toEqual([]);

    await userEvent.type(phoneInput(), '5125550142');
    expect(screen.queryByText(sendingMessages.noRecipient)).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid', 'true');
    expect(sendButton()).not.toHaveAttribute('aria-disabled');
  });

  it('says an entry is invalid once the user leaves the field, not while typing', async () => {
    stubApi({});
    open(form);
    // The dialog moves focus in as it opens: type after that, as a person would.
    await screen.findByRole('dialog', { name: 'Send Form' });
    await userEvent.type(emailInput(), 'bad@');
    expect(screen.queryByText(sendingMessages.invalidEmail)).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    expect(screen.getByText(sendingMessages.invalidEmail)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    // No 'no recipient' on top: the entry is there, only invalid.
    expect(screen.queryByText(sendingMessages.noRecipient)).not.toBeInTheDocument();
  });

  it('makes chips on Enter and comma, refuses invalid entries, ignores duplicates', async () => {
    stubApi({});
    open(form);
    await userEvent.type(emailInput(), 'a@example.com{Enter}A@EXAMPLE.com,not-an-email{Enter}');
    expect(screen.getByRole('button', { name: 'Remove a@example.com' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
    expect(screen.getByText(sendingMessages.invalidEmail)).toBeInTheDocument();
    expect(emailInput()).toHaveValue('not-an-email');
  });

  it('makes phone chips of allowed characters only, and removes a chip', async () => {
    stubApi({});
    open(form);
    await userEvent.type(emailInput(), 'a@example.com,');
    await userEvent.type(phoneInput(), '+1 (512) abc555-0142,123');
    expect(screen.getByRole('button', { name: 'Remove +1 (512) 555-0142' })).toBeInTheDocument();
    expect(phoneInput()).toHaveValue('123');
    await userEvent.tab();
    expect(screen.getByText(sendingMessages.invalidPhone)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove a@example.com' }));
    expect(screen.queryByRole('button', { name: 'Remove a@example.com' })).not.toBeInTheDocument();
  });

  it('sends the spec’s payload, then notices, clears and closes', async () => {
    const fetchStub = stubApi({
      'POST /api/forms/send': () =>
        json(201, { message: 'Form sent successfully', data: { links: 2 } }),
    });
    const onClose = open(form, 9);
    await userEvent.type(emailInput(), 'a@example.com,');
    // Typed but not yet a chip: Send takes it too.
    await userEvent.type(phoneInput(), '(512) 555-0142');
    await userEvent.click(sendButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = sends(fetchStub)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      formId: 12,
      emails: ['a@example.com'],
      phone_numbers: ['(512) 555-0142'],
      company_id: 9,
    });
    expect(shownNotices()).toContain('Success: Form sent successfully');
    // Cleared: the parent closes it, and a reopened dialog starts empty.
    expect(screen.queryAllByRole('button', { name: /^Remove / })).toHaveLength(0);
    expect(phoneInput()).toHaveValue('');
  });

  it('sends the patient name and the visit as the clinic’s wall time', async () => {
    const fetchStub = stubApi({
      'POST /api/buckets/send': () =>
        json(201, { message: 'Bucket sent successfully', data: { links: 1 } }),
    });
    const onClose = open(bucket);
    await userEvent.type(emailInput(), 'a@example.com,');
    await userEvent.type(screen.getByLabelText(/Patient name/), '  Ana Lee ');
    const visit = screen.getByLabelText(/Visit date and time/);
    expect(visit).toHaveAttribute('type', 'datetime-local');
    expect(visit).toHaveAccessibleDescription(/expires at the end of the visit day/);
    // jsdom cannot type into a date-and-time input: set it as the browser's picker would.
    fireEvent.change(visit, { target: { value: '2026-12-01T09:30' } });
    await userEvent.click(sendButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = sends(fetchStub)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      bucketId: 4,
      emails: ['a@example.com'],
      phone_numbers: [],
      visit_at: '2026-12-01T09:30',
      patient_name: 'Ana Lee',
    });
  });

  it('starts the language at the clinic’s default and sends it (issue 21)', async () => {
    const fetchStub = stubApi({
      'GET /api/sending/defaults': () => json(200, { data: { patient_language: 'es' } }),
      'POST /api/forms/send': () =>
        json(201, { message: 'Form sent successfully', data: { links: 1 } }),
    });
    const onClose = open(form, 9);
    const language = screen.getByRole('textbox', { name: 'Language' });
    await waitFor(() => expect(language).toHaveValue('Español'));
    const [defaultsUrl] = fetchStub.mock.calls[0]!;
    expect(String(defaultsUrl)).toContain('/api/sending/defaults?company_id=9');
    await userEvent.type(emailInput(), 'a@example.com,');
    await userEvent.click(sendButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = sends(fetchStub)[0]!;
    expect(JSON.parse(String(sent[1]?.body))).toMatchObject({ language: 'es' });
  });

  it('sends the language the sender chose instead of the clinic’s', async () => {
    const fetchStub = stubApi({
      'GET /api/sending/defaults': () => json(200, { data: { patient_language: 'es' } }),
      'POST /api/buckets/send': () =>
        json(201, { message: 'Bucket sent successfully', data: { links: 1 } }),
    });
    const onClose = open(bucket);
    const language = screen.getByRole('textbox', { name: 'Language' });
    await waitFor(() => expect(language).toHaveValue('Español'));
    await userEvent.click(language);
    const list = document.getElementById(language.getAttribute('aria-controls')!)!;
    const options = within(list).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['English', 'Español']);
    await userEvent.click(within(list).getByRole('option', { name: 'English', hidden: true }));
    expect(language).toHaveValue('English');
    await userEvent.type(emailInput(), 'a@example.com,');
    await userEvent.click(sendButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = sends(fetchStub)[0]!;
    expect(JSON.parse(String(sent[1]?.body))).toMatchObject({ bucketId: 4, language: 'en' });
  });

  it('leaves the language to the server while the clinic’s default is unknown', async () => {
    const fetchStub = stubApi({
      'POST /api/forms/send': () =>
        json(201, { message: 'Form sent successfully', data: { links: 1 } }),
    });
    const onClose = open(form);
    expect(screen.getByRole('textbox', { name: 'Language' })).toHaveValue('');
    await userEvent.type(emailInput(), 'a@example.com,');
    await userEvent.click(sendButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = sends(fetchStub)[0]!;
    expect(JSON.parse(String(sent[1]?.body))).not.toHaveProperty('language');
  });

  it('shows the server’s refusal of the visit under its field', async () => {
    stubApi({
      'POST /api/forms/send': () =>
        json(422, {
          message: sendingMessages.visitInPast,
          errors: { visit_at: [sendingMessages.visitInPast] },
        }),
    });
    const onClose = open(form);
    await userEvent.type(emailInput(), 'a@example.com,');
    const visit = screen.getByLabelText(/Visit date and time/);
    fireEvent.change(visit, { target: { value: '2020-01-01T09:30' } });
    await userEvent.click(sendButton());

    expect(await screen.findByText(sendingMessages.visitInPast)).toBeInTheDocument();
    expect(visit).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    // Changing the visit clears the refusal.
    fireEvent.change(visit, { target: { value: '2030-01-01T09:30' } });
    expect(screen.queryByText(sendingMessages.visitInPast)).not.toBeInTheDocument();
  });

  it('does not send while an entry is invalid', async () => {
    const fetchStub = stubApi({});
    open(form);
    await userEvent.type(emailInput(), 'bad@');
    await userEvent.click(sendButton());
    expect(await screen.findByText(sendingMessages.invalidEmail)).toBeInTheDocument();
    expect(sends(fetchStub)).toEqual([]);
  });

  it('shows the form failure text in the dialog and stays open', async () => {
    stubApi({ 'POST /api/forms/send': () => json(500, { message: 'Something went wrong' }) });
    const onClose = open(form);
    await userEvent.type(emailInput(), 'a@example.com{Enter}');
    await userEvent.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(sendingMessages.formFailed);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove a@example.com' })).toBeInTheDocument();
  });

  it('shows the daily quota message when the clinic reached its limit', async () => {
    const message = sendingMessages.dailyLimitReached(50);
    stubApi({ 'POST /api/forms/send': () => json(429, { message }) });
    open(form);
    await userEvent.type(emailInput(), 'a@example.com{Enter}');
    await userEvent.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('tells a refused bucket send from one that never reached the server', async () => {
    stubApi({
      'POST /api/buckets/send': () =>
        json(422, {
          message: 'This bucket has no forms to send.',
          errors: { bucketId: ['This bucket has no forms to send.'] },
        }),
    });
    open(bucket);
    expect(await screen.findByRole('dialog', { name: 'Send Bucket' })).toBeInTheDocument();
    await userEvent.type(phoneInput(), '5125550142{Enter}');
    await userEvent.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(sendingMessages.bucketFailed);
    expect(alert).toHaveTextContent('This bucket has no forms to send.');

    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(sendButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(sendingMessages.bucketError),
    );
  });
});
