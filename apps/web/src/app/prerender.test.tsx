import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, renderPage } from './prerender';

const html = (path: string) => {
  const page = PRERENDERED_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not prerendered`);
  return renderPage(page.Page);
};

// What the build writes for the server to send before any JavaScript (build/prerender.ts).
describe('prerendered pages', () => {
  it("draw the landing page's headline and its pricing section", () => {
    const landing = html('/landing');
    expect(landing).toMatch(/<h1[^>]*>[^<]*Patient intake, without the paperwork/);
    expect(landing).toContain('id="pricing"');
  });

  it('draw the legal texts', () => {
    expect(html('/privacy')).toContain('Privacy Policy');
    expect(html('/privacy')).toContain('protected health information (PHI)');
    expect(html('/terms')).toMatch(/Terms/);
    expect(html('/baa')).toContain('Business Associate');
  });
});
