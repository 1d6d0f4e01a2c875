import { describe, expect, it } from 'vitest';
import { composeEmail } from '../../lib/email/compose.js';
import { palette } from '../../lib/email/palette.js';

/** Issue 20: a practice's e-mail carries its phone, address and brand colour. */
const base = { from: 'Paperless Clinic <mail@clinic.test>', subject: 's', text: 'Hello\n\nBye\n' };
const contact = '(512) 555-0142  ·  12 Lake Road, Austin, Texas 78701';
const practice = { name: 'North Clinic', companyId: 1, contact, brandColor: '#7b2d8b' };

describe("a practice's e-mail look", () => {
  it('ends both parts with the phone and address', async () => {
    const mail = await composeEmail({ ...base, layout: { practice } });
    expect(mail.text).toBe(`Hello\n\nBye\n\n${contact}`);
    const html = String(mail.html);
    expect(html).toContain('(512) 555-0142');
    expect(html).toContain('12 Lake Road, Austin, Texas 78701');
  });

  it("uses the practice's colour for its name and accent line", async () => {
    const html = String((await composeEmail({ ...base, layout: { practice } })).html);
    expect(html).toMatch(/<h1[^>]*color:#7b2d8b[^>]*>North Clinic<\/h1>/);
    expect(html).toContain('border-bottom:4px solid #7b2d8b');
    expect(html).not.toContain(palette.brand);
  });

  it('keeps the product colour for a colour too light for text, or none', async () => {
    for (const brandColor of ['#ffd43b', null]) {
      const layout = { practice: { ...practice, brandColor } };
      const html = String((await composeEmail({ ...base, layout })).html);
      expect(html).toContain(palette.brand);
      expect(html).not.toContain('#ffd43b');
    }
  });

  it('adds nothing for a practice without a phone or address, nor for Paperless Clinic', async () => {
    const bare = await composeEmail({
      ...base,
      layout: { practice: { ...practice, contact: null } },
    });
    expect(bare.text).toBe(base.text);
    expect((await composeEmail(base)).text).toBe(base.text);
  });
});
