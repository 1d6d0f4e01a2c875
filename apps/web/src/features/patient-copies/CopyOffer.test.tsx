import { patientCopyMessages as c } from '@paperless/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CopyOffer } from './CopyOffer';
import { rememberCopy } from './copyStore';

const LINK = 'link_tok';
const later = () => new Date(Date.now() + 30 * 60_000).toISOString();

afterEach(() => sessionStorage.clear());

describe('CopyOffer', () => {
  it("offers this tab's unexpired copy of the link, and nothing once it expired", async () => {
    rememberCopy(LINK, { token: 'kept', expires_at: later() });
    const view = renderWithProviders(<CopyOffer linkToken={LINK} />);
    expect(await screen.findByRole('button', { name: c.download })).toBeInTheDocument();
    view.unmount();

    rememberCopy(LINK, { token: 'kept', expires_at: new Date(Date.now() - 1000).toISOString() });
    renderWithProviders(<CopyOffer linkToken={LINK} />);
    expect(screen.queryByRole('button', { name: c.download })).toBeNull();
    expect(sessionStorage.getItem(`paperless.copy.${LINK}`)).toBeNull();
  });
});
