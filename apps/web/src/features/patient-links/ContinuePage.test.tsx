import { handoffMessages } from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fill } from '../form-engine/testing';
import { json, stubApi } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { allergyForm, bodyOf, linkAnswer } from './testing';

const m = handoffMessages;
const TOKEN = 'tok_second_device';
const CLAIM = 'POST /api/public/handoffs/claim';

afterEach(() => sessionStorage.clear());

const submit = () => fireEvent.click(screen.getByRole('button', { name: m.continueButton }));

describe('ContinuePage', () => {
  it('claims the code from the QR address and opens the link with the saved answers', async () => {
    const sent: Record<string, unknown>[] = [];
    stubApi({
      [CLAIM]: (_url, init) => {
        sent.push(bodyOf(init));
        return json(200, { token: TOKEN, kind: 'form', draft: { allergies: 'Penicillin' } });
      },
      [`GET /api/public/links/${TOKEN}`]: () => json(200, linkAnswer('form', [allergyForm])),
    });
    const { router } = renderApp('/continue/abcdefgh');
    expect(await screen.findByRole('heading', { name: m.continueTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(/Code/)).toHaveValue('ABCD-EFGH');
    fill(screen.getByLabelText(/Date of birth/), '1984-03-07');
    submit();

    expect(await screen.findByRole('heading', { name: 'Allergy Check' })).toBeInTheDocument();
    expect(sent).toEqual([{ code: 'ABCD-EFGH', dob: '1984-03-07' }]);
    expect(router.state.location.pathname).toBe(`/form-fill/${TOKEN}`);
    expect(screen.getByLabelText(/Allergies/)).toHaveValue('Penicillin');
    expect(JSON.parse(sessionStorage.getItem(`paperless.fill.${TOKEN}`) ?? '{}')).toEqual({
      allergies: 'Penicillin',
    });
  });

  it("checks the fields first with the server's messages, then shows its answers under them", async () => {
    let answer = json(422, {
      message: m.dobMismatch(3),
      errors: { dob: [m.dobMismatch(3)] },
    });
    const calls = stubApi({ [CLAIM]: () => answer });
    renderApp('/continue');
    expect(await screen.findByRole('heading', { name: m.continueTitle })).toBeInTheDocument();
    submit();
    expect(await screen.findByText(m.codeRequired)).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();

    fill(screen.getByLabelText(/Code/), 'wxyz 2345');
    fill(screen.getByLabelText(/Date of birth/), '1990-01-01');
    submit();
    expect(await screen.findByText(m.dobMismatch(3))).toBeInTheDocument();
    expect(screen.getByLabelText(/Date of birth/)).toHaveAccessibleDescription(m.dobMismatch(3));

    answer = json(410, { message: m.codeExpired });
    submit();
    expect(await screen.findByText(m.codeExpired)).toBeInTheDocument();
    expect(screen.getByLabelText(/Code/)).toHaveAccessibleDescription(m.codeExpired);

    answer = json(429, { message: m.locked });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(m.locked);
  });
});
