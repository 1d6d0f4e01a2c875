import { formMessages, type FormDetail } from '@paperless/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { clinicServer, customForm, customizedRecordsRelease, templateForm } from './testing';

// /view-form/{id} and /edit-form/{id} take the company's form id (forms.id), not a template id.
const templateDetail = (templateId: number, id = 100 + templateId): FormDetail => ({
  ...templateForm,
  id,
  template_id: templateId,
  fields: [],
  tailoring: null,
});

function serveForms(...forms: FormDetail[]) {
  const routes = Object.fromEntries(
    forms.map((form) => [`GET /api/forms/${form.id}`, () => json(200, { data: form })]),
  );
  return clinicServer({
    ...routes,
    'GET /api/forms/999': () => json(404, { message: formMessages.notFound }),
  });
}

// The first screen of a run loads the form engine's chunk, which takes a moment.
const loading = { timeout: 8_000 };

describe('form routes', { timeout: 20_000 }, () => {
  it('previews a template form without its submit button', async () => {
    serveForms(templateDetail(5));
    renderApp('/view-form/105');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Acknowledgment of Notice of Privacy Practices' },
        loading,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Form preview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('previews a customized template as its patients get it', async () => {
    serveForms(customizedRecordsRelease);
    renderApp('/view-form/52');
    expect(
      await screen.findByRole('heading', { name: 'Records Release (Sunrise)' }, loading),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sunrise Family Clinic releases records within a week.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /I consent/ })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'I would like to' })).toBeNull();
  });

  it('previews a custom form from its fields, with a way to edit it', async () => {
    serveForms(customForm);
    renderApp('/view-form/41');
    expect(
      await screen.findByRole('heading', { name: 'Dental intake' }, loading),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Occupation' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Visit type' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Form' })).toHaveAttribute(
      'href',
      '/edit-form/41',
    );
  });

  it('says the form is not found for another company’s or a deleted form', async () => {
    serveForms();
    renderApp('/view-form/999');
    expect(await screen.findByText(formMessages.notFound, {}, loading)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to forms' })).toHaveAttribute('href', '/forms');
  });

  it('opens a template form’s template on edit, and says templates are fixed', async () => {
    serveForms(templateDetail(2));
    renderApp('/edit-form/102');
    expect(
      await screen.findByRole('heading', { name: 'Ownership Disclosure Form' }, loading),
    ).toBeInTheDocument();
    expect(screen.getByText(formMessages.templateNotEditable)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customize' })).toHaveAttribute(
      'href',
      '/forms/102/customize',
    );
  });

  it('leads from a customized template’s edit to its customization', async () => {
    serveForms(customizedRecordsRelease);
    renderApp('/edit-form/52?company_id=7');
    expect(await screen.findByRole('link', { name: 'Edit your version' }, loading)).toHaveAttribute(
      'href',
      '/forms/52/customization?company_id=7',
    );
    expect(screen.queryByRole('radiogroup', { name: 'I would like to' })).toBeNull();
  });

  it('opens a custom form in the builder, prefilled', async () => {
    serveForms(customForm);
    renderApp('/edit-form/41?company_id=7');
    expect(await screen.findByRole('textbox', { name: /^Title/ }, loading)).toHaveValue(
      'Dental intake',
    );
    const second = screen.getByRole('group', { name: 'Block 2: Dropdown – Visit type' });
    expect(within(second).getByRole('textbox', { name: /^Options/ })).toHaveValue(
      'Cleaning\nWhitening',
    );
    expect(screen.getByText(/Saving creates version 3/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to forms' })).toHaveAttribute(
      'href',
      '/companyDetails/7/forms',
    );
  });
});
