import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PUZZLE_BANK } from '../../worker/db/seed/puzzle-bank';
import { enterAsNewPlayer } from './support';

/** WCAG 2.0 A and AA, and 2.1 AA: the rules the product promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const THEMES = ['light', 'dark'] as const;

/** The open pages, reachable without beta access; the last is any unknown path (the not-found page). */
const OPEN_PAGES = [
  '/beta',
  '/feedback',
  '/feedback?beta=true&puzzle=1&won=true',
  '/privacy',
  '/terms',
  '/advertise',
  '/blog',
  '/barfights',
  '/barfightsfuture',
  '/no-such-track',
] as const;

const today = PUZZLE_BANK[0];
if (!today) throw new Error('the puzzle bank is empty');

/** The theme is set as the Settings switch leaves it (localStorage), before the app reads it. */
async function setThemeBeforeLoad(context: BrowserContext, theme: (typeof THEMES)[number], { cookies = true } = {}) {
  await context.addInitScript(
    ([dark, acceptCookies]) => {
      localStorage.setItem('16bars_dark_mode', dark);
      if (acceptCookies) localStorage.setItem('16bars_cookie_consent', 'true');
    },
    [String(theme === 'dark'), cookies ? 'yes' : ''] as const,
  );
}

/** Runs axe and fails on any serious or critical violation, listing each with the elements it hit. */
async function expectNoSeriousViolations(page: Page, where: string) {
  // Animations end first, so colours are measured as they settle, not mid-fade.
  await page.waitForTimeout(350);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 6)
        .map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join('\n')}`,
  );
  expect(report, `axe on ${where}`).toEqual([]);
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

for (const theme of THEMES) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test('the open pages and the not-found page', async ({ page, context }) => {
      test.setTimeout(90_000);
      // The cookie notice shows on the open pages: it is audited with them.
      await setThemeBeforeLoad(context, theme, { cookies: false });
      for (const path of OPEN_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoSeriousViolations(page, `${path} (${theme})`);
      }
    });

    test('the player pages, the menu and its panels, the results', async ({ page, context, request, baseURL }) => {
      test.setTimeout(120_000);
      await setThemeBeforeLoad(context, theme);
      await page.goto('/beta');
      await expectNoSeriousViolations(page, `/beta (${theme})`);
      await enterAsNewPlayer(page, request, baseURL as string);
      await expect(page.getByRole('button', { name: 'Spit', exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

      // A selection and a solved group, so selected tiles and group colours are checked too.
      const [first, second] = today.groups;
      for (const name of first?.members ?? []) await page.getByRole('button', { name, exact: true }).click();
      await page.getByRole('button', { name: 'Spit', exact: true }).click();
      await expect(page.getByRole('list', { name: 'Solved groups' })).toBeVisible();
      await page.getByRole('button', { name: second?.members[0] as string, exact: true }).click();
      await expectNoSeriousViolations(page, `/game (${theme})`);

      const menu = await openMenu(page);
      for (const panel of ['Home', 'How to Play', 'Badges', 'Settings']) {
        await menu.getByRole('button', { name: panel, exact: true }).click();
      }
      await expect(menu.getByRole('switch', { name: 'Dark Mode' })).toBeVisible();
      await expectNoSeriousViolations(page, `the side menu with its panels open (${theme})`);

      // High contrast adds shapes and letters to every colour: they must pass too.
      const highContrast = menu.getByRole('switch', { name: 'High Contrast Mode' });
      await highContrast.click();
      await expectNoSeriousViolations(page, `the side menu, high contrast (${theme})`);
      await highContrast.click();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Scratch', exact: true }).click();
      for (const group of today.groups.slice(1)) {
        for (const name of group.members) await page.getByRole('button', { name, exact: true }).click();
        await page.getByRole('button', { name: 'Spit', exact: true }).click();
      }
      await page.waitForURL('**/results');
      await expect(page.getByRole('heading', { name: 'YOU WIN!' })).toBeVisible();
      await expectNoSeriousViolations(page, `/results (${theme})`);
      await page.evaluate(() => localStorage.setItem('16bars_high_contrast', 'true'));
      await page.reload();
      await expect(page.getByRole('heading', { name: 'YOU WIN!' })).toBeVisible();
      await expectNoSeriousViolations(page, `/results, high contrast (${theme})`);

      await page.goto('/leaderboard');
      await expect(page.getByRole('table')).toBeVisible();
      await expectNoSeriousViolations(page, `/leaderboard (${theme})`);

      await page.goto('/stats');
      await expect(page.getByRole('heading', { name: 'My Stats' })).toBeVisible();
      await expectNoSeriousViolations(page, `/stats (${theme})`);

      // The nickname screen: a fresh player on this device.
      await page.evaluate(() => localStorage.removeItem('hip_hop_current_user'));
      await page.goto('/start');
      await expect(page.getByRole('button', { name: 'Ready or Not' })).toBeVisible();
      await expectNoSeriousViolations(page, `/start (${theme})`);
    });
  });
}
