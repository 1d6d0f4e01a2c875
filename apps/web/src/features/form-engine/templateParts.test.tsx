import { getTemplate, type FormTemplate } from '@paperless/core';
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormRunner } from './FormRunner';
import { loadTemplate } from './loadTemplate';
import { templateParts } from './templateParts';

describe('template parts', () => {
  it('come with the template a link loads', { timeout: 20_000 }, async () => {
    const template = await loadTemplate(8);
    expect(templateParts(template).rules).toBeTypeOf('function');
    expect(
      templateParts(template).noticeAfter?.('advance_directive', { advance_directive: 'yes' }),
    ).toBe('Check all that apply.');
  });

  it('load on their own for a template drawn from core', { timeout: 20_000 }, async () => {
    const template = getTemplate(3) as FormTemplate;
    // Awaited: a tree that suspends inside a bare act() is never retried in tests.
    await act(async () => {
      renderWithProviders(
        <Suspense fallback={<p>loading</p>}>
          <FormRunner template={template} hideSubmit />
        </Suspense>,
      );
    });
    // Medical History's surgeries are a list with an add button, not a plain text input.
    expect(await screen.findByText('Add surgery')).toBeInTheDocument();
  });
});
