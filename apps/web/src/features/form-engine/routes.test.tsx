import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../auth/session';
import { json, stubApi } from '../../test/network';
import { renderApp } from '../../test/render';
import { clientAdminSession } from '../../test/sessions';

beforeEach(() => {
  const session = clientAdminSession();
  saveSession(session, false);
  stubApi({
    'GET /api/me': () => json(200, { user: session.user, permissions: session.permissions }),
    'GET /api/notifications': () => json(200, { data: [], unread: 0 }),
  });
});

describe('form routes', () => {
  it('previews a template without its submit button', async () => {
    renderApp('/view-form/5');
    expect(
      await screen.findByRole('heading', { name: 'Acknowledgment of Notice of Privacy Practices' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Form preview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('says Form not found for an id that is not a template', async () => {
    renderApp('/view-form/11');
    expect(await screen.findByText('Form not found')).toBeInTheDocument();
  });

  it('opens templates 1 to 3 for editing and explains the others', async () => {
    renderApp('/edit-form/2');
    expect(
      await screen.findByRole('heading', { name: 'Ownership Disclosure Form' }),
    ).toBeInTheDocument();
  });

  it('explains that other forms are edited in the form builder', async () => {
    renderApp('/edit-form/4');
    expect(await screen.findByText(/arrives with the form builder/)).toBeInTheDocument();
  });
});
