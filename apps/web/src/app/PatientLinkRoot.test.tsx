import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { patientLinkAt } from '../features/patient-links';
import { loadLinkPage } from '../features/patient-links/routes';
import { allergyForm, linkAnswer, refillForm } from '../features/patient-links/testing';
import { json, stubApi } from '../test/network';
import { renderApp } from '../test/render-app';
import { PatientLinkRoot } from './PatientLinkRoot';
import { matchesPublicPath, PUBLIC_PAGES } from './publicPages';

const TOKEN = 'tok_root';
const LINK = `/api/public/links/${TOKEN}`;

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

// The form link's page, fetched as main.tsx fetches it.
const FormFillPage = await loadLinkPage('form');

/** A patient link opened directly, as main.tsx renders it: no router anywhere. */
function openLink(path: string) {
  window.history.replaceState(null, '', path);
  const link = patientLinkAt(path)!;
  return render(<PatientLinkRoot {...link} Page={FormFillPage} />);
}

describe('PatientLinkRoot (a patient link without the router)', () => {
  it('draws the form link from the token in the address', async () => {
    stubApi({ [`GET ${LINK}`]: () => json(200, linkAnswer('form', [allergyForm])) });
    openLink(`/form-fill/${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Allergy Check' })).toBeInTheDocument();
  });

  it("moves a bucket's token opened as a form link to the bucket's address, in place", async () => {
    stubApi({ [`GET ${LINK}`]: () => json(200, linkAnswer('bucket', [refillForm, allergyForm])) });
    const before = window.history.length;
    openLink(`/form-fill/${TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: 'Prescription Refill Policy' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/forms-fill/${TOKEN}`);
    expect(window.history.length).toBe(before);
  });
});

describe('the router still moves a link to its kind', () => {
  it("opens a bucket's token given as a form link on the bucket's address", async () => {
    stubApi({ [`GET ${LINK}`]: () => json(200, linkAnswer('bucket', [refillForm, allergyForm])) });
    const { router } = renderApp(`/form-fill/${TOKEN}`);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/forms-fill/${TOKEN}`));
    expect(
      await screen.findByRole('heading', { name: 'Prescription Refill Policy' }),
    ).toBeInTheDocument();
  });
});

describe('addresses without the router', () => {
  it('knows the patient links, and nothing else, by the routes’ patterns', () => {
    expect(patientLinkAt('/form-fill/abc')).toEqual({ kind: 'form', token: 'abc' });
    expect(patientLinkAt('/forms-fill/a%20b/')).toEqual({ kind: 'bucket', token: 'a b' });
    expect(patientLinkAt('/form-fill/')).toBeNull();
    expect(patientLinkAt('/form-fill/a/b')).toBeNull();
    expect(patientLinkAt('/landing')).toBeNull();
  });

  it('matches the public table as the router does', () => {
    const pageAt = (pathname: string) =>
      PUBLIC_PAGES.find(({ path }) => matchesPublicPath(path, pathname))?.path;
    expect(pageAt('/landing')).toBe('/landing');
    expect(pageAt('/Landing/')).toBe('/landing');
    expect(pageAt('/continue')).toBe('/continue/:code?');
    expect(pageAt('/continue/ABC123')).toBe('/continue/:code?');
    expect(pageAt('/reminders/stop/tok')).toBe('/reminders/stop/:token');
    expect(pageAt('/reminders/stop')).toBeUndefined();
    expect(pageAt('/landingx')).toBeUndefined();
    expect(pageAt('/dashboard')).toBeUndefined();
  });
});
