import { customFormMessages, formMessages, messages, type FormPayloadInput } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/network';
import { shownNotices } from '../../test/notices';
import { renderApp } from '../../test/render';
import { callsTo, clinicServer, customForm, listAnswer } from './testing';

const fieldset = (n: number) =>
  screen.getAllByRole('group', { name: new RegExp(`^Field ${n}\\b`) })[0]!;

async function fillField(n: number, label: string, name?: string) {
  const box = fieldset(n);
  await userEvent.type(within(box).getByRole('textbox', { name: /^Label/ }), label);
  if (name !== undefined) {
    const nameInput = within(box).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(nameInput);
    if (name) await userEvent.type(nameInput, name);
  }
}

function openBuilder(routes: Parameters<typeof clinicServer>[0] = {}) {
  const fetchStub = clinicServer({
    'POST /api/forms': () => json(201, { message: formMessages.created, data: customForm }),
    'GET /api/forms': () => json(200, listAnswer([])),
    ...routes,
  });
  const view = renderApp('/create-form');
  return { fetchStub, ...view };
}

const posted = (fetchStub: ReturnType<typeof clinicServer>) =>
  callsTo(fetchStub, 'POST', '/api/forms').map(
    ({ init }) => JSON.parse(String(init?.body)) as FormPayloadInput,
  );

describe('Create Form (builder)', { timeout: 30_000 }, () => {
  it('shows each rule’s message under its input and sends nothing', async () => {
    const { fetchStub } = openBuilder();
    await screen.findByRole('heading', { name: 'Create Form' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Field' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Field' }));
    await fillField(1, 'Date of birth');
    await fillField(2, 'Birth date', 'date_of_birth');
    await userEvent.selectOptions(
      within(fieldset(3)).getByRole('combobox', { name: /Input type/ }),
      'select',
    );
    await fillField(3, 'Favourite', 'favourite');
    await userEvent.click(screen.getByRole('button', { name: 'Save Form' }));

    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      messages.required,
    );
    // The name suggested from field 1's label clashes with field 2's.
    expect(within(fieldset(1)).getByRole('textbox', { name: /^Name/ })).toHaveValue(
      'date_of_birth',
    );
    expect(within(fieldset(2)).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      expect.stringContaining(formMessages.nameTaken),
    );
    expect(
      within(fieldset(3)).getByRole('textbox', { name: /^Options/ }),
    ).toHaveAccessibleDescription(expect.stringContaining(customFormMessages.optionsRequired));
    expect(posted(fetchStub)).toEqual([]);
  });

  it('reorders fields with Move up and Move down, keeping focus, and saves that order', async () => {
    const { fetchStub, router } = openBuilder();
    await screen.findByRole('heading', { name: 'Create Form' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Intake');
    await userEvent.click(screen.getByRole('button', { name: 'Add Field' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Field' }));
    await fillField(1, 'First');
    await fillField(2, 'Second');
    await fillField(3, 'Third');

    expect(screen.getByRole('button', { name: 'Move field 1 up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move field 3 up' }));
    // The moved field's button follows it; a keyboard user can keep pressing.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move field 2 up' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move field 1 down' })).toHaveFocus(),
    );

    const order = () =>
      screen.getAllByRole('group', { name: /^Field \d/ }).map((g) => g.getAttribute('aria-label'));
    expect(order()).toEqual(['Field 1: Third', 'Field 2: First', 'Field 3: Second']);
    // The preview follows the builder.
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(
      within(preview)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('name')),
    ).toEqual(['third', 'first', 'second']);

    await userEvent.click(screen.getByRole('button', { name: 'Save Form' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forms'));
    expect(posted(fetchStub)[0]?.fields?.map((f) => f.name)).toEqual(['third', 'first', 'second']);
    expect(shownNotices()).toContain(`Success: ${formMessages.created}`);
  });

  it('puts the server’s field messages under their inputs', async () => {
    openBuilder({
      'POST /api/forms': () =>
        json(422, {
          message: formMessages.nameFormat,
          errors: { 'fields.0.name': [formMessages.nameFormat] },
        }),
    });
    await screen.findByRole('heading', { name: 'Create Form' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Intake');
    await fillField(1, 'Email', 'email');
    await userEvent.click(screen.getByRole('button', { name: 'Save Form' }));
    expect(await within(fieldset(1)).findByText(formMessages.nameFormat)).toBeInTheDocument();
  });
});
