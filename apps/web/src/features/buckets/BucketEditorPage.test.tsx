import { bucketMessages, formMessages, type BucketSummary } from '@paperless/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { stubApi } from '../../test/network';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderApp } from '../../test/render-app';
import { clientAdminSession, superAdminSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

const FORMS = [
  { id: 11, title: 'Records Release Authorization Form' },
  { id: 12, title: 'Ownership Disclosure Form' },
  { id: 13, title: '' },
];

const bucket: BucketSummary = {
  id: 5,
  title: 'Intake',
  form_count: 2,
  forms: [FORMS[1]!, FORMS[0]!],
  created_at: '2025-05-01T10:00:00Z',
  updated_at: '2025-05-01T10:00:00Z',
};

type Routes = Parameters<typeof stubApi>[0];

function open(path: string, routes: Routes = {}, session = clientAdminSession()) {
  const fetchStub = serveSignedIn(session, {
    'GET /api/forms': () => json(200, { data: FORMS, total: 3, page: 1, per_page: 200 }),
    ...routes,
  });
  const view = renderApp(path);
  return { fetchStub, ...view };
}

function bodyOf(fetchStub: ReturnType<typeof stubApi>, method: string): unknown {
  const call = fetchStub.mock.calls.find(([, init]) => init?.method === method);
  return JSON.parse(String(call?.[1]?.body));
}

const submitButton = (name: 'Create Bucket' | 'Update Bucket') =>
  screen.getByRole('button', { name });

afterEach(() => vi.restoreAllMocks());

describe('BucketEditorPage', () => {
  it("says the spec's 'Failed to fetch forms' with the server's reason when the forms fail", async () => {
    open('/create-bucket', {
      'GET /api/forms': () => json(500, { message: 'The database is not answering.' }),
    });
    expect(
      await screen.findByText(formMessages.fetchListFailed, {}, { timeout: 8_000 }),
    ).toBeVisible();
    expect(screen.getByText('The database is not answering.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('shows the spinner, then the checklist with an untitled form', async () => {
    open('/create-bucket');
    expect(await screen.findByText(bucketMessages.loadingForms)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Untitled Form' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ownership Disclosure Form' })).toBeVisible();
  });

  it('keeps Create Bucket disabled until a name and a form, and counts the selection', async () => {
    const user = userEvent.setup();
    open('/create-bucket');
    const name = await screen.findByRole('textbox', { name: /Bucket Name/ });
    expect(submitButton('Create Bucket')).toBeDisabled();
    expect(screen.getByText('0 of 3 forms selected')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Ownership Disclosure Form' }));
    expect(screen.getByText(bucketMessages.ready(1))).toBeInTheDocument();
    expect(submitButton('Create Bucket')).toBeDisabled();

    await user.type(name, '   ');
    expect(submitButton('Create Bucket')).toBeDisabled();
    await user.type(name, 'Intake');
    await user.click(screen.getByRole('checkbox', { name: 'Untitled Form' }));
    expect(screen.getByText('Ready to create bucket with 2 form(s)')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 forms selected')).toBeInTheDocument();
    expect(submitButton('Create Bucket')).toBeEnabled();
  });

  it('alerts the spec message when an incomplete bucket is submitted anyway', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { fetchStub } = open('/create-bucket');
    const form = (await screen.findByRole('textbox', { name: /Bucket Name/ })).closest('form')!;
    fireEvent.submit(form);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(bucketMessages.nameAndForms));
    expect(fetchStub.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates the bucket with the forms in the order ticked and goes to /buckets', async () => {
    const user = userEvent.setup();
    const { fetchStub, router } = open('/create-bucket', {
      'POST /api/buckets': () =>
        json(201, { message: 'Bucket created successfully', data: bucket }),
      'GET /api/buckets': () => json(200, { data: [bucket], total: 1, page: 1, per_page: 10 }),
    });
    await user.type(await screen.findByRole('textbox', { name: /Bucket Name/ }), ' Intake ');
    await user.click(screen.getByRole('checkbox', { name: 'Ownership Disclosure Form' }));
    await user.click(screen.getByRole('checkbox', { name: 'Records Release Authorization Form' }));
    expect(
      screen.getByRole('checkbox', {
        name: 'Records Release Authorization Form',
        description: 'Form 2 of 2',
      }),
    ).toBeChecked();
    await user.click(submitButton('Create Bucket'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/buckets'));
    expect(bodyOf(fetchStub, 'POST')).toEqual({ title: 'Intake', form_ids: [12, 11] });
    expect(shownNotices()).toContain('Success: Bucket created successfully');
  });

  it("shows the server's field message under the checklist", async () => {
    const user = userEvent.setup();
    open('/create-bucket', {
      'POST /api/buckets': () =>
        json(422, {
          message: bucketMessages.formsUnavailable,
          errors: { form_ids: [bucketMessages.formsUnavailable] },
        }),
    });
    await user.type(await screen.findByRole('textbox', { name: /Bucket Name/ }), 'Intake');
    await user.click(screen.getByRole('checkbox', { name: 'Untitled Form' }));
    await user.click(submitButton('Create Bucket'));
    expect(await screen.findByText(bucketMessages.formsUnavailable)).toBeInTheDocument();
  });

  it('prefills an edit for a client and returns to its Bucket tab', async () => {
    const user = userEvent.setup();
    const { fetchStub, router } = open(
      '/edit-bucket/5?company_id=9',
      {
        'GET /api/buckets/5': (url) =>
          url.searchParams.get('company_id') === '9'
            ? json(200, { data: bucket })
            : json(404, { message: 'Not found.' }),
        'PUT /api/buckets/5': () =>
          json(200, { message: 'Bucket updated successfully', data: bucket }),
      },
      superAdminSession(),
    );
    expect(await screen.findByText(bucketMessages.loadingBucket)).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /Bucket Name/ });
    expect(name).toHaveValue('Intake');
    expect(screen.getByText(bucketMessages.editNote)).toBeInTheDocument();
    const first = screen.getByRole('checkbox', {
      name: 'Ownership Disclosure Form',
      description: 'Form 1 of 2',
    });
    expect(first).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Untitled Form' }));
    await user.click(submitButton('Update Bucket'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/companyDetails/9/bucket'));
    expect(bodyOf(fetchStub, 'PUT')).toEqual({
      id: 5,
      title: 'Intake',
      form_ids: [12, 11, 13],
      company_id: 9,
    });
  });

  it('shows the empty checklist text when the company has no forms', async () => {
    open('/create-bucket', {
      'GET /api/forms': () => json(200, { data: [], total: 0, page: 1, per_page: 200 }),
    });
    expect(await screen.findByText(bucketMessages.noForms)).toBeInTheDocument();
  });
});
