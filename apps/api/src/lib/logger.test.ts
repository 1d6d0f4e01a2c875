import { expect, it } from 'vitest';
import { redactText, redactUrl } from './logger.js';

it('masks link tokens and query strings in logged URLs', () => {
  const token = 'lLYibEKoAPipL4Haww-GjMQAe9-blNSrjM_X8JdQMIU';
  expect(redactUrl(`/api/password/reset/${token}`)).toBe('/api/password/reset/[token]');
  expect(redactUrl(`/new-password/${token}?x=1`)).toBe('/new-password/[token]?[query]');
  expect(redactUrl('/api/outbox?search=jane@example.com')).toBe('/api/outbox?[query]');
  expect(redactUrl('/api/plan/12')).toBe('/api/plan/12');
});

it('masks tokens and query strings inside log messages', () => {
  const token = 'lLYibEKoAPipL4Haww-GjMQAe9-blNSrjM_X8JdQMIU';
  expect(redactText(`Route GET:/form-fill/${token} not found`)).toBe(
    'Route GET:/form-fill/[token] not found',
  );
  expect(redactText('Route GET:/x?email=jane@example.com not found')).toBe(
    'Route GET:/x?[query] not found',
  );
  expect(redactText('request completed')).toBe('request completed');
});
