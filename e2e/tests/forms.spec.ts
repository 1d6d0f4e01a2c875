import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { fillers } from './fillers';
import { openSignedIn } from './helpers';

// Patients fill these on phones: every template is filled on a 390x844 screen, checked for
// fields left in error, and checked by axe for serious or critical accessibility problems.
test.use({ viewport: { width: 390, height: 844 } });

test.describe('every template on a phone @phone', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, 'owner@sunrise.demo', '/client-dashboard');
  });

  for (const [id, fill] of Object.entries(fillers)) {
    test(`template ${id} can be filled and passes axe`, async ({ page }) => {
      await page.goto(`/view-form/${id}`);
      await expect(page.getByRole('heading', { name: 'Form preview' })).toBeVisible();
      await fill(page);
      await page.keyboard.press('Tab');
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
      // Nothing wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the signature dialog draws and uploads too', async ({ page }) => {
    await page.goto('/view-form/2');
    const patient = page.getByRole('group', { name: 'Patient Signature' });
    await patient.getByRole('button', { name: 'Tap to sign' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Draw' }).click();
    const pad = dialog.getByRole('img', { name: 'Signature drawing area' });
    const box = (await pad.boundingBox())!;
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.mouse.move(box.x + 20, box.y + 60);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 30, { steps: 8 });
    await page.mouse.move(box.x + 220, box.y + 90, { steps: 8 });
    await page.mouse.up();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(patient.getByRole('img')).toHaveAttribute('src', /^data:image\/png;base64,/);

    const guardian = page.getByRole('group', { name: 'Guardian Signature' });
    await guardian.getByRole('button', { name: 'Tap to sign' }).click();
    await dialog.getByRole('tab', { name: 'Upload' }).click();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await dialog
      .getByLabel('Upload an image of your signature')
      .setInputFiles({ name: 'sig.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(guardian.getByRole('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  });
});
