import { patientCopyMessages, patientLinkMessages as m } from '@paperless/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { catchDownloads, pdfResponse } from '../patient-copies/testing';
import { DoneScreen } from './DoneScreen';

const c = patientCopyMessages;
const LINK = 'link_tok';
const later = () => new Date(Date.now() + 30 * 60_000).toISOString();
const answer = (copy: { token: string; expires_at: string } | null) => ({
  status: true as const,
  message: m.submitted,
  complete: true,
  copy,
});

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('DoneScreen', () => {
  it("keeps the spec's texts and offers no copy when there is none (a kiosk)", () => {
    renderWithProviders(<DoneScreen kind="form" token={LINK} answer={answer(null)} />);
    expect(screen.getByRole('heading', { name: m.formDoneTitle })).toBeInTheDocument();
    expect(screen.getByText(m.formDoneText)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: c.download })).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("downloads the copy with the copy's own token, and remembers it under the link", async () => {
    const downloads = catchDownloads();
    const copy = { token: 'copy_tok', expires_at: later() };
    const calls = stubApi({ 'POST /api/public/copies/copy_tok/pdf': () => pdfResponse() });
    try {
      renderWithProviders(<DoneScreen kind="bucket" token={LINK} answer={answer(copy)} />);
      expect(screen.getByRole('heading', { name: m.bucketDoneTitle })).toBeInTheDocument();
      expect(await screen.findByText(c.downloadHint)).toBeInTheDocument();
      expect(JSON.parse(sessionStorage.getItem(`paperless.copy.${LINK}`)!)).toEqual(copy);

      fireEvent.click(screen.getByRole('button', { name: c.download }));
      expect(await screen.findByText(c.downloaded)).toBeInTheDocument();
      expect(downloads.saved).toEqual(['Sunrise Clinic - Forms - 2026-11-27.pdf']);
      // Never the link's token.
      expect(calls.mock.calls.map(([url]) => String(url))).toEqual([
        '/api/public/copies/copy_tok/pdf',
      ]);
    } finally {
      downloads.restore();
    }
  });
});
