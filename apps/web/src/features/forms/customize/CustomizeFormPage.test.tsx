import {
  customizationMessages,
  formMessages,
  recordsReleaseTemplate,
  type FormDetail,
} from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/network';
import { addBlock, answerKey, block, typeLabel } from '../builder/builderTesting';
import { shownNotices } from '../../../test/notices';
import { renderApp } from '../../../test/render-app';
import {
  callsTo,
  clinicServer,
  customizedRecordsRelease,
  listAnswer,
  recordsReleaseForm,
} from '../testing';

// The first screen of a run loads the form engine's chunk, which takes a moment.
const loading = { timeout: 8_000 };

function serve(form: FormDetail, routes: Parameters<typeof clinicServer>[0] = {}) {
  return clinicServer({
    [`GET /api/forms/${form.id}`]: () => json(200, { data: form }),
    'GET /api/forms': () => json(200, listAnswer([])),
    ...routes,
  });
}

const bodyOf = (call: { init?: RequestInit } | undefined) =>
  JSON.parse(String(call?.init?.body)) as Record<string, unknown>;

const questions = () => screen.getByRole('region', { name: 'Ask this question' });
const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('customizing a template', { timeout: 30_000 }, () => {
  it('posts the title, the notice, the questions left out and the fee', async () => {
    const fetchStub = serve(recordsReleaseForm, {
      'POST /api/forms/51/customize': () =>
        json(201, { message: formMessages.customized, data: customizedRecordsRelease }),
    });
    const { router } = renderApp('/forms/51/customize');
    const title = await screen.findByRole('textbox', { name: /^Title/ }, loading);
    expect(title).toHaveValue('Records Release Authorization Form (Sunrise Family Clinic)');
    const first = screen.getByRole('textbox', { name: 'Paragraph 1' });
    expect(first).toHaveValue(recordsReleaseTemplate.legalText[0]);
    expect(screen.getByRole('button', { name: "Reset to the template's wording" })).toBeDisabled();

    await userEvent.clear(first);
    await userEvent.type(first, 'Records go out within a week from ');
    await userEvent.click(
      screen.getByRole('button', { name: "Insert {practice_name}, The practice's name" }),
    );
    expect(first).toHaveValue('Records go out within a week from {practice_name}');
    await userEvent.click(within(questions()).getByRole('checkbox', { name: 'I would like to' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Your fee for copies of records/ }),
      '$7 per request',
    );

    // The preview is the patient's page: filled placeholders, the fee, no left-out question.
    await waitFor(() =>
      expect(
        within(preview()).getByText('Records go out within a week from Sunrise Family Clinic'),
      ).toBeInTheDocument(),
    );
    expect(
      within(preview()).getByText(
        'This practice charges $7 per request for copies of medical records, as law allows, plus postage.',
      ),
    ).toBeInTheDocument();
    expect(within(preview()).queryByRole('radiogroup', { name: 'I would like to' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save Form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forms'));
    expect(shownNotices()).toContain(`Success: ${formMessages.customized}`);
    const [call] = callsTo(fetchStub, 'POST', '/api/forms/51/customize');
    const notice = [...recordsReleaseTemplate.legalText];
    notice[0] = 'Records go out within a week from {practice_name}';
    notice[3] =
      'This practice charges {records_fee} for copies of medical records, as law allows, plus postage.';
    expect(bodyOf(call)).toEqual({
      title: 'Records Release Authorization Form (Sunrise Family Clinic)',
      customization: {
        notice,
        hidden: ['medical_release'],
        records_fee: '$7 per request',
        added: [],
        signature: false,
      },
    });
  });

  it('keeps the questions the template needs, with the reason', async () => {
    serve(recordsReleaseForm);
    renderApp('/forms/51/customize?company_id=7');
    await screen.findByRole('textbox', { name: /^Title/ }, loading);
    const reason = within(questions()).getByRole('checkbox', { name: 'Reason for Request' });
    expect(reason).toBeChecked();
    expect(reason).toBeDisabled();
    expect(reason).toHaveAccessibleDescription('Required by the template');
    await userEvent.click(reason);
    expect(reason).toBeChecked();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('names an unknown placeholder under its paragraph and does not save', async () => {
    const fetchStub = serve(recordsReleaseForm);
    renderApp('/forms/51/customize');
    const first = await screen.findByRole('textbox', { name: 'Paragraph 1' }, loading);
    await userEvent.clear(first);
    await userEvent.type(first, 'Ask {{clinic} for copies.');
    expect(first).toHaveAccessibleDescription(customizationMessages.unknownPlaceholder(['clinic']));
    await userEvent.click(screen.getByRole('button', { name: 'Save Form' }));
    expect(callsTo(fetchStub, 'POST', '/api/forms/51/customize')).toHaveLength(0);
  });
});

describe("a clinic's own questions", { timeout: 30_000 }, () => {
  it('adds a question the preview asks before the signing, sent with its answer key', async () => {
    const fetchStub = serve(recordsReleaseForm, {
      'POST /api/forms/51/customize': () =>
        json(201, { message: formMessages.customized, data: customizedRecordsRelease }),
    });
    const { router } = renderApp('/forms/51/customize');
    await screen.findByRole('textbox', { name: /^Title/ }, loading);
    // The template signs once: the block list offers no second signature.
    await userEvent.click(screen.getByText('Add block', { selector: 'button *' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).queryByRole('menuitem', { name: 'Signature', hidden: true })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Short text', hidden: true }));
    await typeLabel(1, 'Referring doctor');
    await userEvent.click(within(block(1)).getByRole('checkbox', { name: 'Required' }));

    const added = await within(preview()).findByRole('region', { name: 'Additional Questions' });
    expect(within(added).getByRole('textbox', { name: /Referring doctor/ })).toBeRequired();

    await userEvent.click(screen.getByRole('button', { name: 'Save Form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forms'));
    const [call] = callsTo(fetchStub, 'POST', '/api/forms/51/customize');
    const customization = bodyOf(call).customization as { added: unknown[] };
    expect(customization.added).toEqual([
      expect.objectContaining({
        name: 'referring_doctor',
        label: 'Referring doctor',
        input_type: 'text',
        is_required: true,
      }),
    ]);
  });

  it("keeps a new question's key off the template's, and shows the server's message on it", async () => {
    const fetchStub = serve(recordsReleaseForm, {
      'POST /api/forms/51/customize': () =>
        json(422, {
          message: 'Taken',
          errors: { 'customization.added.0.name': ['That key is taken.'] },
        }),
    });
    renderApp('/forms/51/customize');
    await screen.findByRole('textbox', { name: /^Title/ }, loading);
    await addBlock('Short text');
    // Records Release already asks "Patient Signature" as signature_patient.
    await typeLabel(1, 'signature patient');
    expect(await answerKey(1)).toHaveValue('signature_patient_2');

    await userEvent.click(screen.getByRole('button', { name: 'Save Form' }));
    await waitFor(() =>
      expect(
        within(block(1)).getByRole('textbox', { name: /^Answer key/ }),
      ).toHaveAccessibleDescription(/^That key is taken\./),
    );
    expect(callsTo(fetchStub, 'POST', '/api/forms/51/customize')).toHaveLength(1);
  });
});

describe('editing a customized template', { timeout: 30_000 }, () => {
  it('opens with the saved version and shows a 422 under the paragraph it names', async () => {
    const fetchStub = serve(customizedRecordsRelease, {
      'PUT /api/forms/52/customization': () =>
        json(422, {
          message: 'Too odd',
          errors: { 'customization.notice.1': ['This paragraph is too odd.'] },
        }),
    });
    renderApp('/forms/52/customization');
    expect(await screen.findByRole('textbox', { name: /^Title/ }, loading)).toHaveValue(
      'Records Release (Sunrise)',
    );
    expect(screen.getByText(/Saving creates version 3/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Paragraph 1' })).toHaveValue(
      '{practice_name} releases records within a week.',
    );
    expect(screen.getByRole('textbox', { name: /Your fee/ })).toHaveValue('$5 per request');
    expect(
      within(questions()).getByRole('checkbox', { name: 'I would like to' }),
    ).not.toBeChecked();

    // An empty paragraph is left out, so the server's second paragraph is the editor's third.
    await userEvent.click(screen.getByRole('button', { name: 'Add paragraph' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add paragraph' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Paragraph 3' }), 'Second one.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const third = screen.getByRole('textbox', { name: 'Paragraph 3' });
    await waitFor(() => expect(third).toHaveAccessibleDescription('This paragraph is too odd.'));
    const [call] = callsTo(fetchStub, 'PUT', '/api/forms/52/customization');
    expect(bodyOf(call)).toEqual({
      title: 'Records Release (Sunrise)',
      customization: {
        notice: ['{practice_name} releases records within a week.', 'Second one.'],
        hidden: ['medical_release'],
        records_fee: '$5 per request',
        added: [],
        signature: false,
      },
    });

    // Back to the template's wording: the notice is sent as none.
    await userEvent.click(screen.getByRole('button', { name: "Reset to the template's wording" }));
    expect(screen.getByRole('textbox', { name: 'Paragraph 1' })).toHaveValue(
      recordsReleaseTemplate.legalText[0],
    );
  });

  it('copies a version into a new one that starts from its words and questions', async () => {
    const withQuestion: FormDetail = {
      ...customizedRecordsRelease,
      tailoring: {
        ...customizedRecordsRelease.tailoring!,
        customization: {
          ...customizedRecordsRelease.tailoring!.customization!,
          added: [
            {
              name: 'referring_doctor',
              label: 'Referring doctor',
              type: 'input',
              input_type: 'text',
              is_required: 1,
              options: [],
            },
          ],
        },
      },
    };
    serve(withQuestion);
    renderApp('/forms/52/customize');
    expect(await screen.findByRole('textbox', { name: /^Title/ }, loading)).toHaveValue(
      'Copy of Records Release (Sunrise)',
    );
    expect(screen.getByRole('textbox', { name: 'Paragraph 1' })).toHaveValue(
      '{practice_name} releases records within a week.',
    );
    expect(within(block(1)).getByRole('textbox', { name: /^Label/ })).toHaveValue(
      'Referring doctor',
    );
    expect(screen.getByRole('button', { name: 'Save Form' })).toBeEnabled();
  });

  it("says the spec's 'Failed to fetch form' with the server's reason when the form fails", async () => {
    serve(recordsReleaseForm, {
      'GET /api/forms/51': () => json(500, { message: 'The database is not answering.' }),
    });
    renderApp('/forms/51/customization');
    expect(await screen.findByText(formMessages.fetchFailed, {}, loading)).toBeInTheDocument();
    expect(screen.getByText('The database is not answering.')).toBeInTheDocument();
  });

  it('refuses to edit the original template as a customized one', async () => {
    serve(recordsReleaseForm);
    renderApp('/forms/51/customization');
    expect(await screen.findByText(formMessages.notCustomized, {}, loading)).toBeInTheDocument();
  });
});
