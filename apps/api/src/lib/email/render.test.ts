import { describe, expect, it } from 'vitest';
import { palette, textOnBackground } from './palette.js';
import { renderEmailHtml } from './render.js';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT = [
  'Hello,',
  '',
  'North Clinic asks you to fill in the form "Intake & <History>" before your visit.',
  'Open this secure link to start:',
  'https://app.test/form-fill/tok_en-1',
  '',
  'North Clinic',
].join('\n');

const practice = { name: 'North Clinic', companyId: 7 };

/** The words a reader sees in the message's body (after the header), tags and entities undone. */
function bodyWords(html: string): string {
  const body = html.slice(html.indexOf('</h1>') + '</h1>'.length);
  return body
    .replace(/<br\/?>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the e-mail HTML', () => {
  it('chooses text colours readable on their background (at least 4.5:1)', () => {
    for (const [text, background] of textOnBackground) {
      expect(
        contrast(palette[text], palette[background]),
        `${text} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
    // The check itself: light grey on white is refused.
    expect(contrast('#9ca3af', '#ffffff')).toBeLessThan(4.5);
  });

  it('uses no colour outside the palette (none of the library’s defaults)', async () => {
    const html = await renderEmailHtml({ subject: 's', text: TEXT, layout: { practice } });
    const used = new Set(html.match(/#[0-9a-f]{3,8}\b/gi)?.map((c) => c.toLowerCase()));
    expect([...used].sort()).toEqual([...new Set(Object.values(palette))].sort());
  });

  it('sets the language, heads with the practice, and makes its addresses links', async () => {
    const html = await renderEmailHtml({
      subject: 'North Clinic: please fill in Intake',
      text: TEXT,
      layout: { practice },
      logo: { cid: 'logo.1@app.test', width: 96, height: 48 },
    });
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toContain('<title>North Clinic: please fill in Intake</title>');
    expect(html).toMatch(/<h1[^>]*>North Clinic<\/h1>/);
    expect(html).toMatch(
      /<a href="https:\/\/app\.test\/form-fill\/tok_en-1"[^>]*>https:\/\/app\.test\/form-fill\/tok_en-1<\/a>/,
    );
    // Works with images off: every image says what it is.
    const images = html.match(/<img\b[^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toContain('src="cid:logo.1@app.test"');
    expect(images[0]).toContain('alt="North Clinic logo"');
    // The body says what the text says, no more (escaped, never markup).
    expect(bodyWords(html)).toBe(TEXT.replace(/\s+/g, ' '));
    expect(html).not.toContain('<History>');
  });

  it('comes from Paperless Clinic without a practice, and has no image without a logo', async () => {
    const html = await renderEmailHtml({ subject: 's', text: 'Hello Ann,\n\nYour password.' });
    expect(html).toMatch(/<h1[^>]*>Paperless Clinic<\/h1>/);
    expect(html).not.toContain('<img');
  });
});
