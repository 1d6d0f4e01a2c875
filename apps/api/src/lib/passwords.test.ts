import { expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

// Test users carry a cheap hash (test/factories/users.ts); this is where the production cost is held.
it("hashes with argon2id at OWASP's baseline: 19 MiB, 2 passes, 1 lane", async () => {
  const stored = await hashPassword('correct horse battery');
  expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
  expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
  expect(await verifyPassword(null, 'correct horse battery')).toBe(false);
});
