import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { sendTemplateForm } from './sent-links';

// Security III, finding 2: a free list (Medical History's surgeries) takes at most 50 rows. The
// page stops offering "Add" at 50 and says why, in the server's words, with no axe finding.
test('a patient adds surgeries up to 50 rows, then the list says it is full', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { path } = await sendTemplateForm(request, 3);
  await page.goto(path);
  const add = page.getByRole('button', { name: 'Add surgery' });
  await expect(add).toBeVisible();
  for (let rows = 1; rows < 50; rows++) await add.click();
  await expect(add).toHaveCount(0);
  const surgeries = page.getByRole('group', { name: 'Surgeries' });
  await expect(surgeries.getByText('This list can have at most 50 entries.')).toBeVisible();
  await expect(surgeries.getByRole('button', { name: /^Remove surgery/ })).toHaveCount(50);
  expect(await axeViolations(page)).toEqual([]);

  // Removing one offers Add again.
  await surgeries.getByRole('button', { name: 'Remove surgery 50' }).click();
  await expect(add).toBeVisible();
});
