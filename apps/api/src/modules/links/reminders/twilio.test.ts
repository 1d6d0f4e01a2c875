import { describe, expect, it } from 'vitest';
import { smsKeyword, twilioSignature, validTwilioSignature } from './twilio.js';

describe("Twilio's request signature", () => {
  // The example of Twilio's own documentation (Security: validating requests).
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+12349013030',
    Digits: '1234',
    From: '+12349013030',
    To: '+18005551212',
  };

  it('is the one Twilio documents', () => {
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(validTwilioSignature('12345', url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
  });

  it('fails for another token, URL, parameter or a missing header', () => {
    const good = '0/KCTR6DLpKmkAf8muzZqo1nDgQ=';
    expect(validTwilioSignature('54321', url, params, good)).toBe(false);
    expect(validTwilioSignature('12345', `${url}&x=1`, params, good)).toBe(false);
    expect(validTwilioSignature('12345', url, { ...params, Digits: '4321' }, good)).toBe(false);
    expect(validTwilioSignature('12345', url, params, undefined)).toBe(false);
    expect(validTwilioSignature('12345', url, params, '')).toBe(false);
    expect(validTwilioSignature('12345', url, params, [good])).toBe(false);
  });
});

describe('inbound keywords', () => {
  it('reads the carrier words in any case, the whole message trimmed', () => {
    for (const word of [
      'STOP',
      'stop',
      ' Stop\n',
      'STOPALL',
      'unsubscribe',
      'Cancel',
      'END',
      'quit',
    ])
      expect(smsKeyword(word)).toBe('stop');
    for (const word of ['START', 'unstop', ' Start ']) expect(smsKeyword(word)).toBe('start');
    for (const word of ['stop please', 'STOPP', 'yes', '', undefined])
      expect(smsKeyword(word)).toBeNull();
  });
});
