import { clinicBillingMessages, type PlanChangeRequest } from '@paperless/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network';
import { renderWithProviders } from '../../test/render';
import { PlanChangeRequestCard } from './PlanChangeRequestCard';

const request: PlanChangeRequest = {
  id: 9,
  plan_id: 2,
  plan_name: 'Professional Plan',
  note: 'We hired two nurses.',
  created_at: '2026-11-20T15:00:00.000Z',
  requested_by: 'Liam Lake',
};

describe('the plan change request on the company page', () => {
  it('shows the open request and marks it resolved after asking', async () => {
    let open: PlanChangeRequest | null = request;
    let resolved = 0;
    stubApi({
      'GET /api/company/plan-change/3': () => json(200, { data: open }),
      'POST /api/company/plan-change/3/resolve': () => {
        resolved++;
        open = null;
        return json(200, { message: clinicBillingMessages.requestResolved });
      },
    });
    renderWithProviders(<PlanChangeRequestCard companyId={3} timeZone="America/Chicago" />);
    expect(
      await screen.findByText(/Liam Lake asked on Nov 20, 2026 to move to the Professional Plan/),
    ).toBeInTheDocument();
    expect(screen.getByText('Note: We hired two nurses.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark resolved' }));
    const ask = await screen.findByRole('dialog', { name: 'Mark as resolved' });
    expect(resolved).toBe(0);
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Mark resolved' })).find((b) =>
        ask.contains(b),
      )!,
    );
    await waitFor(() => expect(resolved).toBe(1));
    await waitFor(() => expect(screen.queryByText(/Plan change requested/)).toBeNull());
  });
});
