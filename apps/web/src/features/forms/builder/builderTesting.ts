import { formMessages, type FormDetail, type FormPayloadInput } from '@paperless/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { json } from '../../../test/network';
import { renderApp } from '../../../test/render-app';
import { callsTo, clinicServer, customForm, listAnswer } from '../testing';

export { savedForm } from './builderFixtures';

/** Screen helpers for the builder's tests: blocks are found as staff name them. */

// Blocks are found by the fieldset's aria-label (their accessible name) rather than by role:
// a role query computes every element's name, and a builder of fifteen blocks makes that slow.
const blockCards = () =>
  [...document.querySelectorAll<HTMLElement>('fieldset[aria-label^="Block "]')].filter((card) =>
    /^Block \d+:/.test(card.getAttribute('aria-label') ?? ''),
  );

/** Block n (1-based), named "Block n: Kind – Label". */
export function block(n: number): HTMLElement {
  const card = blockCards().find((c) => c.getAttribute('aria-label')?.startsWith(`Block ${n}:`));
  if (!card) throw new Error(`No block ${n}; the blocks are: ${blockNames().join(', ')}`);
  return card;
}

export const blockNames = () => blockCards().map((card) => card.getAttribute('aria-label'));

export const preview = () => screen.getByRole('region', { name: 'Preview' });

export async function addBlock(kindName: string) {
  await userEvent.click(screen.getByText('Add block', { selector: 'button *' }));
  const menu = await screen.findByRole('menu', { hidden: true });
  await userEvent.click(within(menu).getByRole('menuitem', { name: kindName, hidden: true }));
}

export async function typeLabel(n: number, label: string) {
  const input = within(block(n)).getByRole('textbox', { name: /^Label/ });
  await userEvent.clear(input);
  await userEvent.type(input, label);
}

export async function setKind(n: number, kind: string) {
  await userEvent.selectOptions(within(block(n)).getByRole('combobox', { name: 'Type' }), kind);
}

/** The block's answer key input, opening Advanced when it is closed. */
export async function answerKey(n: number) {
  const box = block(n);
  const open = within(box).queryByRole('textbox', { name: /^Answer key/ });
  if (open) return open;
  await userEvent.click(within(box).getByRole('button', { name: 'Advanced' }));
  return within(box).getByRole('textbox', { name: /^Answer key/ });
}

/** Gives block n a rule's first row on the question titled `question` ("2. Do you smoke?"). */
export async function addRule(n: number, question: string) {
  await userEvent.click(within(block(n)).getByRole('button', { name: /only when/ }));
  const row = within(block(n)).getByRole('group', { name: 'Condition 1' });
  await userEvent.selectOptions(within(row).getByRole('combobox', { name: /^Question/ }), question);
  return row;
}

export function openBuilder(routes: Parameters<typeof clinicServer>[0] = {}) {
  const fetchStub = clinicServer({
    'POST /api/forms': () => json(201, { message: formMessages.created, data: customForm }),
    'GET /api/forms': () => json(200, listAnswer([])),
    ...routes,
  });
  return { fetchStub, ...renderApp('/create-form') };
}

/** Waits for the builder to show its blocks (an edited form loads first). */
export const blocksShown = () => waitFor(() => expect(blockCards()).not.toHaveLength(0));

export function openEditor(form: FormDetail) {
  const fetchStub = clinicServer({
    [`GET /api/forms/${form.id}`]: () => json(200, { data: form }),
    [`PUT /api/forms/${form.id}`]: () => json(200, { message: formMessages.updated, data: form }),
    'GET /api/forms': () => json(200, listAnswer([])),
  });
  return { fetchStub, ...renderApp(`/edit-form/${form.id}`) };
}

/** The bodies the builder sent, oldest first. */
export const sent = (
  fetchStub: ReturnType<typeof clinicServer>,
  method: 'POST' | 'PUT',
  path = '/api/forms',
) =>
  callsTo(fetchStub, method, path).map(
    ({ init }) => JSON.parse(String(init?.body)) as FormPayloadInput,
  );
