import { describe, expect, it } from 'vitest';
import { deliveryError } from './worker.js';

describe('deliveryError', () => {
  it('keeps the codes and masks the addresses and numbers an error quotes', () => {
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <ann.oneil@example.com>"),
      { code: 'EENVELOPE', responseCode: 550 },
    );
    const reason = deliveryError(error);
    expect(reason.code).toBe('EENVELOPE 550');
    expect(reason.text).not.toContain('ann.oneil');
    expect(reason.text).toContain('[address]');
    expect(deliveryError(new Error('Twilio refused +1 (512) 555-0142')).text).toBe(
      'Error: Twilio refused [number]',
    );
    expect(deliveryError('boom')).toEqual({ code: 'unknown', text: 'boom' });
  });
});
