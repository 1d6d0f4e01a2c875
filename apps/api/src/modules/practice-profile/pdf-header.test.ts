import { practiceAddressLine, practiceContactLine } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { flatText } from '#test/pdf/pdf-text.js';
import { renderSubmissionPdf } from '../submissions/pdf/render.js';
import { strokePng } from '../submissions/pdf/test-images.js';
import { pdfInput } from '#test/pdf/pdf-inputs.js';

/** Issue 20: the practice profile's phone and address head every submitted form's PDF. */
describe("the PDF header's practice contact line", () => {
  const address = practiceAddressLine({
    address: '12 Lake Road',
    address1: 'Suite 4',
    city: 'Austin',
    state: 'Texas',
    zip: '78701',
  });
  const contact = practiceContactLine('(512) 555-0142', address);

  it('reads as one line of phone and address', () => {
    expect(contact).toBe('(512) 555-0142  ·  12 Lake Road, Suite 4, Austin, Texas 78701');
    expect(practiceContactLine(null, null)).toBeNull();
    expect(practiceContactLine(' ', '12 Lake Road')).toBe('12 Lake Road');
  });

  it('prints the phone and address under the name, with and without a logo', async () => {
    for (const logo of [undefined, strokePng()]) {
      const bytes = await renderSubmissionPdf(
        pdfInput({ practice: { name: 'Lakeside Family Clinic', logo, contact } }),
      );
      const text = await flatText(bytes);
      expect(text).toContain('(512) 555-0142');
      expect(text).toContain('12 Lake Road, Suite 4, Austin, Texas 78701');
    }
  });

  it('prints no contact line for a practice without one', async () => {
    const bytes = await renderSubmissionPdf(pdfInput({ practice: { name: 'Lakeside' } }));
    expect(await flatText(bytes)).not.toContain('555-0142');
  });
});
