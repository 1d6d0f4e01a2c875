import { formMessages } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderWithProviders } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { CompanyFormsTab } from './CompanyFormsTab';
import {
  callsTo,
  clinicServer,
  customForm,
  customizedRecordsRelease,
  listAnswer,
  summaryOf,
  templateForm,
} from './testing';

describe('Forms page (own company)', () => {
  it('lists the forms with their columns and links to view and create', async () => {
    clinicServer({
      'GET /api/forms': () => json(200, listAnswer([templateForm, summaryOf(customForm)])),
    });
    renderApp('/forms');
    expect(await screen.findByRole('heading', { name: 'Forms', level: 1 })).toBeInTheDocument();
    const row = (await screen.findByText('Dental intake')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 4),
    ).toEqual(['41', 'Dental intake', 'Before your cleaning', 'Active']);
    expect(within(row).getByRole('link', { name: 'View Dental intake' })).toHaveAttribute(
      'href',
      '/view-form/41',
    );
    expect(screen.getByRole('link', { name: 'Create Form' })).toHaveAttribute(
      'href',
      '/create-form',
    );
    expect(screen.getByText('2 forms')).toBeInTheDocument();
  });

  it('offers Customize on a template, and Edit and Copy with a badge on the clinic’s version', async () => {
    clinicServer({
      'GET /api/forms': () =>
        json(
          200,
          listAnswer([templateForm, summaryOf(customizedRecordsRelease), summaryOf(customForm)]),
        ),
    });
    renderApp('/forms');
    const template = (await screen.findByText(templateForm.title)).closest('tr')!;
    expect(
      within(template).getByRole('link', { name: `Customize ${templateForm.title}` }),
    ).toHaveAttribute('href', '/forms/5/customize');
    expect(within(template).queryByText('Customized')).toBeNull();
    const own = screen.getByText(customizedRecordsRelease.title).closest('tr')!;
    expect(within(own).getByText('Customized')).toBeInTheDocument();
    expect(
      within(own).getByRole('link', { name: `Edit ${customizedRecordsRelease.title}` }),
    ).toHaveAttribute('href', '/forms/52/customization');
    expect(within(own).queryByRole('link', { name: /^Customize/ })).toBeNull();
    // Copying a version makes another beside it, from the copied one's wording.
    expect(
      within(own).getByRole('link', { name: `Copy ${customizedRecordsRelease.title}` }),
    ).toHaveAttribute('href', '/forms/52/customize');
    // A custom form is edited in the builder, from its preview, as before.
    const custom = screen.getByText(customForm.title).closest('tr')!;
    expect(within(custom).queryByRole('link', { name: /^(Customize|Edit) / })).toBeNull();
  });

  it("says the spec's 'Failed to fetch forms' with the server's reason when the list fails", async () => {
    clinicServer({
      'GET /api/forms': () => json(500, { message: 'The database is not answering.' }),
    });
    renderApp('/forms');
    expect(await screen.findByText(formMessages.fetchListFailed)).toBeInTheDocument();
    expect(screen.getByText('The database is not answering.')).toBeInTheDocument();
  });

  it('says so when the company has no forms', async () => {
    clinicServer({ 'GET /api/forms': () => json(200, listAnswer([])) });
    renderApp('/forms');
    expect(await screen.findByText(formMessages.emptyOwn)).toBeInTheDocument();
  });

  it('searches on the server a moment after typing, and says when nothing matches', async () => {
    const fetchStub = clinicServer({
      'GET /api/forms': (url) =>
        json(200, listAnswer(url.searchParams.get('search') ? [] : [templateForm])),
    });
    renderApp('/forms');
    await screen.findByText(templateForm.title);
    await userEvent.type(screen.getByLabelText('Search forms'), 'zebra');
    expect(await screen.findByText(formMessages.emptySearch)).toBeInTheDocument();
    const searches = callsTo(fetchStub, 'GET', '/api/forms').map(({ url }) =>
      url.searchParams.get('search'),
    );
    // Debounced: one call for the whole word, not one per letter.
    expect(searches).toEqual([null, 'zebra']);
  });

  it('deletes after the Confirm Action dialog, and shows the reason when refused', async () => {
    let refuse = false;
    const fetchStub = clinicServer({
      'GET /api/forms': () => json(200, listAnswer([summaryOf(customForm)])),
      'DELETE /api/forms/41': () =>
        refuse
          ? json(409, { message: formMessages.inBuckets(['New patient']) })
          : json(200, { message: formMessages.deleted }),
    });
    renderApp('/forms');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Dental intake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Action' });
    expect(within(dialog).getByText(formMessages.deleteConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownNotices()).toContain(`Success: ${formMessages.deleted}`));
    expect(callsTo(fetchStub, 'DELETE', '/api/forms/41')).toHaveLength(1);

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Delete Dental intake' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Action' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(shownNotices()).toContain(
        `${formMessages.deleteFailed}: ${formMessages.inBuckets(['New patient'])}`,
      ),
    );
  });
});

describe('Company Forms tab (provider staff)', () => {
  it('asks for the company, says when it has none, and creates for it', async () => {
    const fetchStub = clinicServer({ 'GET /api/forms': () => json(200, listAnswer([])) });
    renderWithProviders(<CompanyFormsTab companyId={9} />);
    expect(await screen.findByText(formMessages.emptyCompany)).toBeInTheDocument();
    const [call] = callsTo(fetchStub, 'GET', '/api/forms');
    expect(call?.url.searchParams.get('company_id')).toBe('9');
    expect(screen.getByRole('link', { name: 'Create Form' })).toHaveAttribute(
      'href',
      '/create-form?company_id=9',
    );
  });

  it('customizes for the company', async () => {
    clinicServer({ 'GET /api/forms': () => json(200, listAnswer([templateForm])) });
    renderWithProviders(<CompanyFormsTab companyId={9} />);
    expect(
      await screen.findByRole('link', { name: `Customize ${templateForm.title}` }),
    ).toHaveAttribute('href', '/forms/5/customize?company_id=9');
  });
});
