import { patientCopyMessages as m } from '@paperless/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { catchDownloads, pdfResponse } from '../patient-copies/testing';

const TOKEN = 'copy_tok';
const COPY = `/api/public/copies/${TOKEN}`;
const emailed = {
  data: {
    kind: 'email',
    practice: { name: 'Sunrise Clinic' },
    expires_at: '2030-01-01T00:00:00.000Z',
    needs_dob: true,
    ready: true,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('CopyPage', () => {
  // Issue 39: a copy whose PDF failed or is late is not waited for.
  it('says plainly that the practice has the answers and the copy will follow', async () => {
    const promised = m.willEmail('Sunrise Clinic');
    stubApi({
      [`GET ${COPY}`]: () => json(200, emailed),
      [`POST ${COPY}/pdf`]: () => json(202, { message: promised }),
    });
    renderApp(`/copy/${TOKEN}`);
    fireEvent.change(await screen.findByLabelText(/Date of birth/), {
      target: { value: '1984-03-07' },
    });
    fireEvent.click(screen.getByRole('button', { name: m.show }));
    const said = await screen.findByText(promised);
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(m.tookTooLong)).toBeNull();
    expect(screen.getByLabelText(/Date of birth/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the date of birth, says what is wrong under the field, then saves the PDF', async () => {
    const downloads = catchDownloads();
    const sent: unknown[] = [];
    stubApi({
      [`GET ${COPY}`]: () => json(200, emailed),
      [`POST ${COPY}/pdf`]: (_url, init) => {
        const body = JSON.parse(String(init.body)) as { dob?: string };
        sent.push(body);
        if (body.dob !== '1984-03-07') {
          const message = m.wrongDob(4);
          return json(422, { message, errors: { dob: [message] } });
        }
        return pdfResponse();
      },
    });
    try {
      renderApp(`/copy/${TOKEN}`);
      expect(await screen.findByRole('heading', { name: m.pageTitle })).toBeInTheDocument();
      expect(screen.getByText(m.pageIntro('Sunrise Clinic'))).toBeInTheDocument();

      // Nothing typed: the field says so, nothing is sent.
      fireEvent.click(screen.getByRole('button', { name: m.show }));
      expect(await screen.findByText(m.dobRequired)).toBeInTheDocument();
      expect(sent).toHaveLength(0);

      const dob = screen.getByLabelText(/Date of birth/);
      fireEvent.change(dob, { target: { value: '1990-01-01' } });
      fireEvent.click(screen.getByRole('button', { name: m.show }));
      expect(await screen.findByText(m.wrongDob(4))).toBeInTheDocument();
      expect(dob).toHaveAttribute('aria-invalid', 'true');
      expect(downloads.saved).toHaveLength(0);

      fireEvent.change(dob, { target: { value: '1984-03-07' } });
      fireEvent.click(screen.getByRole('button', { name: m.show }));
      expect(await screen.findByRole('button', { name: m.save })).toBeInTheDocument();
      expect(downloads.saved).toEqual(['Sunrise Clinic - Forms - 2026-11-27.pdf']);
      expect(sent).toEqual([{ dob: '1990-01-01' }, { dob: '1984-03-07' }]);
    } finally {
      downloads.restore();
    }
  });

  it('says a locked copy is locked, in the words of the server', async () => {
    stubApi({
      [`GET ${COPY}`]: () => json(200, emailed),
      [`POST ${COPY}/pdf`]: () => json(429, { message: m.locked('Sunrise Clinic') }),
    });
    renderApp(`/copy/${TOKEN}`);
    fireEvent.change(await screen.findByLabelText(/Date of birth/), {
      target: { value: '1984-03-07' },
    });
    fireEvent.click(screen.getByRole('button', { name: m.show }));
    expect(await screen.findByText(m.locked('Sunrise Clinic'))).toBeInTheDocument();
  });

  it('explains an expired copy and an unknown one, without a form', async () => {
    stubApi({ [`GET ${COPY}`]: () => json(410, { message: m.expired('Sunrise Clinic') }) });
    const first = renderApp(`/copy/${TOKEN}`);
    expect(await screen.findByText(m.expired('Sunrise Clinic'))).toBeInTheDocument();
    expect(screen.queryByLabelText(/Date of birth/)).toBeNull();
    first.unmount();

    stubApi({ [`GET ${COPY}`]: () => json(404, { message: 'Not found' }) });
    renderApp(`/copy/${TOKEN}`);
    expect(await screen.findByText(m.unknown)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: m.show })).toBeNull());
  });
});
