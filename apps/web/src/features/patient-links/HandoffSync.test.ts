import { HANDOFF_DRAFT_MAX_BYTES } from '@paperless/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftSync, DRAFT_SYNC_MS } from './HandoffSync';

const drawn = { kind: 'drawn', dataUrl: 'data:image/png;base64,AAAA' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Lets the send's promise settle under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createDraftSync', () => {
  it('sends the latest change once per window, at its end, without signatures', async () => {
    const send = vi.fn().mockResolvedValue('saved');
    const sync = createDraftSync(send);
    sync.push({ allergies: 'P' });
    sync.push({ allergies: 'Pe', signature_patient: drawn });
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_MS - 1);
    expect(send).not.toHaveBeenCalled();
    sync.push({ allergies: 'Penicillin', signature_patient: drawn });
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith({ allergies: 'Penicillin' }, { keepalive: false });

    // Typing on: the next window sends again; the same draft is not sent twice.
    sync.push({ allergies: 'Penicillin!' });
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_MS);
    sync.push({ allergies: 'Penicillin!', signature_patient: drawn });
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_MS);
    expect(send.mock.calls.map(([draft]) => draft)).toEqual([
      { allergies: 'Penicillin' },
      { allergies: 'Penicillin!' },
    ]);
  });

  it('sends at once, as a keepalive request, when the page is hidden', async () => {
    const send = vi.fn().mockResolvedValue('saved');
    const sync = createDraftSync(send);
    sync.push({ step: 1, saved: [{ dob: '1984-03-07' }] });
    sync.flush();
    expect(send).toHaveBeenCalledWith(
      { step: 1, saved: [{ dob: '1984-03-07' }] },
      { keepalive: true },
    );
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_MS);
    expect(send).toHaveBeenCalledTimes(1);
    sync.flush(); // nothing waiting
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure, and stops for a link that takes no draft', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('stop');
    const sync = createDraftSync(send);
    sync.push({ a: '1' });
    sync.flush();
    await settle();
    sync.flush(); // the failed draft is still waiting
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    sync.push({ a: '2' });
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_MS);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing over the cap, and nothing after stop', async () => {
    const send = vi.fn().mockResolvedValue('saved');
    const sync = createDraftSync(send);
    sync.push({ notes: 'x'.repeat(HANDOFF_DRAFT_MAX_BYTES) });
    sync.flush();
    sync.push({ a: '1' });
    sync.stop();
    await vi.advanceTimersByTimeAsync(DRAFT_SYNC_MS);
    expect(send).not.toHaveBeenCalled();
  });
});
