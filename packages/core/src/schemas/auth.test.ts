import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { proofMessages } from './proof-of-work.js';
import { changePasswordSchema, loginSchema, setPasswordFormSchema } from './auth.js';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe('loginSchema', () => {
  it('requires e-mail and password with the spec message', () => {
    expect(fieldErrors(loginSchema.safeParse({}))).toEqual({
      email: [messages.required],
      password: [messages.required],
    });
    expect(fieldErrors(loginSchema.safeParse({ email: '  ', password: '' }))).toEqual({
      email: [messages.required],
      password: [messages.required],
    });
  });

  it('rejects a malformed e-mail with the spec notice', () => {
    expect(fieldErrors(loginSchema.safeParse({ email: 'nope@', password: 'x' }))).toEqual({
      email: [messages.invalidEmail],
    });
  });

  it('normalises the e-mail and keeps the password as typed', () => {
    const parsed = loginSchema.parse({ email: ' Ann@Clinic.COM ', password: ' pw ' });
    expect(parsed).toEqual({ email: 'ann@clinic.com', password: ' pw ', remember: false });
  });

  it("takes a proof-of-work payload, and gives the check's own message for an empty one", () => {
    const parsed = loginSchema.parse({ email: 'a@b.co', password: 'x', altcha: ' abc= ' });
    expect(parsed.altcha).toBe('abc=');
    expect(
      fieldErrors(loginSchema.safeParse({ email: 'a@b.co', password: 'x', altcha: '' })),
    ).toEqual({ altcha: [proofMessages.required] });
  });
});

describe('changePasswordSchema', () => {
  it('gives the spec messages for a short and a mismatched new password', () => {
    expect(
      fieldErrors(
        changePasswordSchema.safeParse({
          old_password: 'a',
          password: 'short',
          confirm_password: 'short',
        }),
      ),
    ).toEqual({ password: [messages.changePasswordMin] });
    expect(
      fieldErrors(
        changePasswordSchema.safeParse({
          old_password: 'a',
          password: 'long enough',
          confirm_password: 'different!',
        }),
      ),
    ).toEqual({ confirm_password: [messages.changePasswordMismatch] });
  });

  it('requires all three fields', () => {
    expect(Object.keys(fieldErrors(changePasswordSchema.safeParse({})))).toEqual([
      'old_password',
      'password',
      'confirm_password',
    ]);
  });
});

describe('setPasswordFormSchema', () => {
  it('needs 8 characters and a matching confirmation', () => {
    expect(
      fieldErrors(
        setPasswordFormSchema.safeParse({ password: '1234567', confirm_password: '1234567' }),
      ),
    ).toEqual({
      password: [messages.setPasswordMin],
    });
    expect(
      fieldErrors(
        setPasswordFormSchema.safeParse({ password: '12345678', confirm_password: '1234567x' }),
      ),
    ).toEqual({
      confirm_password: [messages.passwordsDoNotMatch],
    });
  });
});
