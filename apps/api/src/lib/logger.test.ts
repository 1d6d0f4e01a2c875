import { expect, it } from 'vitest';
import { redactUrl } from './logger.js';

it('masks link tokens and query strings in logged URLs', () => {
  const token = 'lLYibEKoAPipL4Haww-GjMQAe9-blNSrjM_X8JdQMIU';
  expect(redactUrl(`/api/password/reset/${token}`)).toBe('/api/password/reset/[token]');
  expect(redactUrl(`/new-password/${token}?x=1`)).toBe('/new-password/[token]?[query]');
  expect(redactUrl('/api/outbox?search=jane@example.com')).toBe('/api/outbox?[query]');
  expect(redactUrl('/api/plan/12')).toBe('/api/plan/12');
});
