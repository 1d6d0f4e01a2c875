import {
  VALIDATION_NOTICE_TITLE,
  localizeText,
  patientLinkMessages,
  type PatientLanguage,
  type PublicForm,
} from '@paperless/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { fill } from '../form-engine/testing';
import { allergyForm, bodyOf, linkAnswer, refillForm } from '../patient-links/testing';

const TOKEN = 'tok_lang';
const LINK = `/api/public/links/${TOKEN}`;
const es = (text: string) => localizeText(text, 'es');

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The link in `language`, and every PUT of its language the page makes. */
function serveLink(language: PatientLanguage, forms: PublicForm[] = [allergyForm]) {
  const saved: unknown[] = [];
  const sent: Record<string, unknown>[] = [];
  stubApi({
    [`GET ${LINK}`]: () => json(200, { data: { ...linkAnswer('form', forms).data, language } }),
    [`PUT ${LINK}/language`]: (_url, init) => {
      saved.push(bodyOf(init));
      return json(200, { language: bodyOf(init).language });
    },
    [`POST ${LINK}/submit`]: (_url, init) => {
      sent.push(bodyOf(init));
      return json(201, { status: true, message: 'Form submitted successfully', complete: true });
    },
  });
  return { saved, sent };
}

const historyForm: PublicForm = {
  id: 3,
  title: 'Medical History',
  version: 1,
  kind: 'template',
  template_id: 3,
};

const preferBrowserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe("a patient's page in the link's language", () => {
  it(
    'shows a Spanish link in Spanish: buttons, the notice and each message, and tells no one',
    { timeout: 20_000 },
    async () => {
      const { saved } = serveLink('es');
      renderApp(`/form-fill/${TOKEN}`);
      expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('es');
      expect(screen.getByRole('heading', { name: 'Allergy Check' })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
      const notice = screen.getByTestId('validation-notice');
      expect(within(notice).getByText(es(VALIDATION_NOTICE_TITLE))).toBeInTheDocument();
      expect(within(notice).getByText('4 respuestas necesitan su atención')).toBeInTheDocument();
      expect(within(notice).getByText(es('Patient first name is required'))).toBeInTheDocument();
      expect(
        screen.getByRole('list', { name: 'Respuestas que debe corregir' }),
      ).toBeInTheDocument();
      // The clinic's own question keeps its wording; the sentence around it is Spanish.
      expect(screen.getByLabelText(/Allergies/)).toHaveAccessibleDescription(
        es('Allergies is required'),
      );
      expect(es('Allergies is required')).not.toBe('Allergies is required');
      expect(saved).toEqual([]);
    },
  );

  it("translates a template's labels and notice, and ends on the Spanish success screen", async () => {
    serveLink('es', [refillForm]);
    renderApp(`/form-fill/${TOKEN}`);
    const title = await screen.findByRole('heading', {
      level: 1,
      name: es('Prescription Refill Policy'),
    });
    expect(title).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(es('Patient First Name')))).toBeInTheDocument();
    // A translated notice ends by saying the English text governs.
    expect(screen.getByText(/prevalece la versión en inglés/)).toBeInTheDocument();
  });

  // Medical History is the largest template: it takes seconds to draw in jsdom.
  it(
    "words a template's row controls and the select's prompt in Spanish",
    { timeout: 20_000 },
    async () => {
      serveLink('es', [historyForm]);
      renderApp(`/form-fill/${TOKEN}`);
      await screen.findByRole('heading', { level: 1, name: es('Medical History') });
      const asthma = es('Asthma');
      expect(screen.getByLabelText(`${asthma}: fecha en que comenzó`)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Agregar cirugía' })).toBeInTheDocument();
      expect(screen.getByLabelText('Cirugía 1')).toBeInTheDocument();
      expect(screen.getByLabelText('Nombre del medicamento 1')).toBeInTheDocument();
      expect(screen.getAllByRole('option', { name: 'Seleccione...' }).length).toBeGreaterThan(0);
      expect(screen.queryByText(/date of onset|Add surgery|Select\.\.\./)).toBeNull();
    },
  );

  it('keeps an English link in English, with the spec texts as they are', async () => {
    preferBrowserLanguages(['en-US', 'es']);
    const { saved } = serveLink('en');
    renderApp(`/form-fill/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      within(screen.getByTestId('validation-notice')).getByText('Validation Error'),
    ).toBeInTheDocument();
    expect(screen.getByText('4 answers need attention')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(saved).toEqual([]);
  });

  it('shows Spanish to a browser that asks for it first, and tells the link so', async () => {
    preferBrowserLanguages(['es-US', 'en']);
    const { saved } = serveLink('en');
    renderApp(`/form-fill/${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    await vi.waitFor(() => expect(saved).toEqual([{ language: 'es' }]));
  });

  it('switches language on the page, keeps the answers typed, and tells the link each time', async () => {
    preferBrowserLanguages(['en-US']);
    const { saved, sent } = serveLink('en');
    renderApp(`/form-fill/${TOKEN}`);
    await screen.findByLabelText(/Allergies/);
    const group = screen.getByRole('group', { name: 'Language / Idioma' });
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fill(screen.getByLabelText(/Allergies/), 'Penicillin');

    const espanol = within(group).getByRole('button', { name: 'Español' });
    expect(espanol).toHaveAttribute('lang', 'es');
    fireEvent.click(espanol);
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Allergies/)).toHaveValue('Penicillin');
    await vi.waitFor(() => expect(saved).toEqual([{ language: 'es' }]));
    expect(document.documentElement.lang).toBe('es');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await vi.waitFor(() => expect(saved).toEqual([{ language: 'es' }, { language: 'en' }]));

    // Back in Spanish, the success screen follows.
    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    fill(await screen.findByLabelText(/Patient First Name|Nombre/), 'Ada');
    expect(sent).toEqual([]);
  });

  it("says the Spanish success screen's title after submitting", async () => {
    serveLink('es');
    renderApp(`/form-fill/${TOKEN}`);
    await screen.findByRole('button', { name: 'Enviar' });
    fill(screen.getByLabelText(new RegExp(es('Patient First Name'))), 'Ada');
    fill(screen.getByLabelText(new RegExp(es('Patient Last Name'))), 'Lovelace');
    fill(screen.getByLabelText(new RegExp(es('Date of Birth'))), '1980-05-01');
    fill(screen.getByLabelText(/Allergies/), 'Penicillin');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByRole('heading', { name: es(patientLinkMessages.formDoneTitle) }),
    ).toBeInTheDocument();
    expect(es(patientLinkMessages.formDoneTitle)).toBe('¡Formulario enviado correctamente!');
  });
});
