import { describe, expect, it } from 'vitest';
import { preferredPatientLanguage } from './languages.js';

describe('preferredPatientLanguage', () => {
  it.each([
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['es-MX', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,es;q=0.5', 'es'],
    ['en;q=0.4, ES;q=0.6', 'es'],
    ['es;q=0, en;q=0.1', 'en'],
    ['fr,de', 'en'],
    ['*', 'en'],
    ['es;q=abc', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('reads %j as %s', (header, language) => {
    expect(preferredPatientLanguage(header)).toBe(language);
  });
});
