import { localizeText, patientCopyMessages as c } from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { CopyDownload } from './CopyDownload';
import { catchDownloads, notReadyResponse, pdfResponse } from './testing';

afterEach(() => vi.unstubAllGlobals());

// Issue 21: a Spanish link's copy is refused in Spanish; the wait must not hang on the words.
describe("CopyDownload on a Spanish link's copy", () => {
  it('waits while the server says (in Spanish) the copy is being prepared, then saves it', async () => {
    const downloads = catchDownloads();
    let asked = 0;
    stubApi({
      'POST /api/public/copies/t1/pdf': () =>
        ++asked < 3 ? notReadyResponse(localizeText(c.pending, 'es')) : pdfResponse('One.pdf'),
    });
    try {
      renderWithProviders(<CopyDownload copyToken="t1" pollMs={5} />);
      fireEvent.click(screen.getByRole('button', { name: c.download }));
      expect(await screen.findByText(c.downloaded)).toBeInTheDocument();
      expect(asked).toBe(3);
      expect(downloads.saved).toEqual(['One.pdf']);
    } finally {
      downloads.restore();
    }
  });

  it('stops at once on a failed PDF (409 without Retry-After), with its message', async () => {
    const failed = localizeText(c.failed('Sunrise Clinic'), 'es');
    let asked = 0;
    stubApi({
      'POST /api/public/copies/t2/pdf': () => {
        asked += 1;
        return json(409, { message: failed });
      },
    });
    renderWithProviders(<CopyDownload copyToken="t2" pollMs={5} />);
    fireEvent.click(screen.getByRole('button', { name: c.download }));
    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(asked).toBe(1);
  });
});

describe('CopyDownload', () => {
  it('waits while the copy is being prepared, saying so, then saves it', async () => {
    const downloads = catchDownloads();
    let asked = 0;
    stubApi({
      'POST /api/public/copies/t1/pdf': () =>
        ++asked < 3 ? notReadyResponse(c.pending) : pdfResponse('One.pdf'),
    });
    try {
      renderWithProviders(<CopyDownload copyToken="t1" pollMs={5} />);
      fireEvent.click(screen.getByRole('button', { name: c.download }));
      expect(await screen.findByText(c.preparing)).toBeInTheDocument();
      expect(await screen.findByText(c.downloaded)).toBeInTheDocument();
      expect(asked).toBe(3);
      expect(downloads.saved).toEqual(['One.pdf']);
    } finally {
      downloads.restore();
    }
  });

  // Issue 39: a failed or late PDF is not waited for: the server promises the copy (202).
  it('stops waiting on the promise and says it plainly, not as an error', async () => {
    const promised = localizeText(c.willText('Sunrise Clinic'), 'es');
    let asked = 0;
    stubApi({
      'POST /api/public/copies/t3/pdf': () =>
        ++asked < 2 ? notReadyResponse(c.pending) : json(202, { message: promised }),
    });
    renderWithProviders(<CopyDownload copyToken="t3" pollMs={5} />);
    fireEvent.click(screen.getByRole('button', { name: c.download }));
    const said = await screen.findByText(promised);
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(said).not.toHaveStyle({ color: 'var(--mantine-color-red-9)' });
    expect(screen.queryByText(c.tookTooLong)).toBeNull();
    expect(asked).toBe(2);
  });

  it("shows the server's message when the copy has expired", async () => {
    stubApi({
      'POST /api/public/copies/t2/pdf': () => json(410, { message: c.expired('Sunrise Clinic') }),
    });
    renderWithProviders(<CopyDownload copyToken="t2" />);
    fireEvent.click(screen.getByRole('button', { name: c.download }));
    expect(await screen.findByText(c.expired('Sunrise Clinic'))).toBeInTheDocument();
  });
});
