import { describe, expect, it } from 'vitest';
import { renderPage } from './prerender';

// What the build writes for the server to send before any JavaScript (build/prerender.ts).
describe('prerendered pages', () => {
  it("draw the landing page's headline and its pricing section", async () => {
    const landing = await renderPage('/landing');
    expect(landing).toMatch(/<h1[^>]*>[^<]*Patient intake, without the paperwork/);
    expect(landing).toContain('id="pricing"');
  });

  it('draw the legal texts', async () => {
    const privacy = await renderPage('/privacy');
    expect(privacy).toContain('Privacy Policy');
    expect(privacy).toContain('protected health information (PHI)');
    expect(await renderPage('/terms')).toMatch(/Terms/);
    expect(await renderPage('/baa')).toContain('Business Associate');
  });

  it('refuse an address the build does not draw', async () => {
    await expect(renderPage('/login')).rejects.toThrow('/login is not a prerendered page');
  });
});
