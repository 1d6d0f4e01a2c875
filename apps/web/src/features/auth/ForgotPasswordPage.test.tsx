import { messages } from '@paperless/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi, stubFetch } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';

describe('ForgotPasswordPage', () => {
  it('shows Sending... while the real request runs, then the success panel', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchStub = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<ForgotPasswordPage />);

    await userEvent.type(screen.getByLabelText('Email'), 'ann@clinic.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(String(fetchStub.mock.calls[0]![0])).toBe('/api/forgot-password');

    answer(json(200, { message: messages.resetLinkSent }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(messages.resetLinkSent)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('asks for the address, and reports a malformed one as a notice', async () => {
    const fetchStub = stubApi({});
    renderWithProviders(<ForgotPasswordPage />);

    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByText(messages.required)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidEmail);
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
