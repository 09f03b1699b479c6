import { expect, type Page, test } from '@playwright/test';
import { PUZZLE_BANK } from '../../worker/db/seed/puzzle-bank';
import { sortByDifficulty } from '../../worker/domain/puzzle';
import { acceptCookies, enterAsNewPlayer } from './support';

// The e2e server seeds the bank from today, so today's puzzle is the bank's first.
const groups = sortByDifficulty(PUZZLE_BANK[0]?.groups ?? []);
const marks = (page: Page) => page.locator('[data-difficulty-mark]');

async function solve(page: Page, members: readonly string[]) {
  for (const name of members) await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Spit', exact: true }).click();
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('High Contrast Mode puts a shape and a letter on every difficulty colour and in the shared results', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await enterAsNewPlayer(page, request, baseURL as string);
  const [easy, ...rest] = groups;
  await solve(page, easy?.members ?? []);
  const solved = page.getByRole('list', { name: 'Solved groups' });
  await expect(solved.getByText(easy?.category ?? '')).toBeVisible();
  await expect(marks(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Settings', exact: true }).click();
  const toggle = menu.getByRole('switch', { name: 'High Contrast Mode' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => localStorage.getItem('16bars_high_contrast'))).toBe('true');

  // The How to Play legend: ● E easy, ■ N normal, ▲ H hard, ◆ T tricky.
  await menu.getByRole('button', { name: 'How to Play', exact: true }).click();
  await expect(menu.getByText('Colours and shapes show difficulty')).toBeVisible();
  const legend = menu.locator('li:has(> [data-difficulty-mark])');
  await expect(legend).toHaveText(['EGreen · Easy', 'NBlue · Normal', 'HYellow · Hard', 'TRed · Tricky']);
  for (const [i, shape] of ['circle', 'rect', 'path', 'path'].entries()) {
    await expect(legend.nth(i).locator(`svg ${shape}`)).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The solved group on the board carries its mark at once.
  await expect(solved.locator('[data-difficulty-mark]')).toHaveText(['E']);

  // It survives a reload, and the results mark every group.
  await page.reload();
  await expect(solved.locator('[data-difficulty-mark]')).toHaveText(['E']);
  for (const group of rest) await solve(page, group.members);
  await page.waitForURL('**/results');
  const results = page.getByRole('region', { name: 'The groups' });
  await expect(results.locator('[data-difficulty-mark]')).toHaveText(['E', 'N', 'H', 'T']);

  await page.getByRole('button', { name: 'Share Results' }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('🟩🟩🟩🟩 E\n🟦🟦🟦🟦 N\n🟨🟨🟨🟨 H\n🟥🟥🟥🟥 T');
});
