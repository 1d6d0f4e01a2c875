import { afterAll, describe, expect, it } from 'vitest';
import { createPdfRenderer } from '../pdf-worker/render-pool.js';
import { flatText } from '#test/pdf/pdf-text.js';
import { pdfInput } from '#test/pdf/pdf-inputs.js';

/**
 * The server renders on a thread of its own (pdf-worker/render-pool.ts), which finds the font
 * packages by itself: a name in every script must print there as it does in-process.
 */
describe('the render thread', () => {
  const renderer = createPdfRenderer({ timeoutMs: 60_000 });
  afterAll(() => renderer.close());

  it("finds the Noto fonts and prints every script and the clinic's time", async () => {
    const name = 'Hằng Nguyễn 王小明 やまだ 김민준 Иван Ελένη';
    const bytes = await renderer.render(
      pdfInput({
        patient: { name, dob: '1980-02-29' },
        timeZone: 'America/Denver',
        values: { signature_patient: { kind: 'typed', text: '王小明', font: 'Caveat' } },
      }),
    );
    const text = await flatText(bytes);
    expect(text).toContain(`Patient ${name}`);
    // 14:03 UTC in Denver.
    expect(text).toContain('Submitted 06/15/2025 8:03 AM MDT');
    expect(text).not.toContain('?');
  });
});
