import { expect, type Page, test } from '@playwright/test';
import { PUZZLE_BANK } from '../../worker/db/seed/puzzle-bank';
import { acceptCookies, enterAsNewPlayer } from './support';

// The e2e server seeds the bank from today, so today's puzzle is the bank's first.
const groups = PUZZLE_BANK[0]?.groups ?? [];
const tiles = (page: Page) => page.getByRole('list', { name: 'Tiles' }).getByRole('button');

/** What has keyboard focus: its text, and its place among the tiles (-1 when it is not a tile). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const all = Array.from(document.querySelectorAll('[aria-label="Tiles"] button'));
    return { text: active?.textContent ?? '', index: active ? all.indexOf(active) : -1 };
  });

/** Moves focus with Tab and Shift+Tab only, until the tile named `name` has it. */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 40; presses++) {
    const now = await focused(page);
    if (now.index >= 0 && now.text === name) return;
    const order = await tiles(page).allTextContents();
    const target = order.indexOf(name);
    await page.keyboard.press(now.index >= 0 && target < now.index ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not tab to ${name}`);
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('a whole game by keyboard alone: Tab to tiles, Space or Enter to pick, S to Spit, R, D and Escape', async ({
  page,
  request,
  baseURL,
}) => {
  await enterAsNewPlayer(page, request, baseURL as string);
  await expect(tiles(page)).toHaveCount(16);
  const [first, second, third, fourth] = groups;
  if (!first || !second || !third || !fourth) throw new Error('today needs four groups');

  // The first Tab lands on the page's controls, and the focused tile shows a ring.
  await tabTo(page, first.members[0] as string);
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(ring).not.toBe('none');

  // Remix (R) shuffles, D and Escape let go of a selection.
  const before = await tiles(page).allTextContents();
  await page.keyboard.press('r');
  await expect.poll(() => tiles(page).allTextContents()).not.toEqual(before);
  for (const key of ['d', 'Escape']) {
    await tabTo(page, first.members[1] as string);
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: first.members[1], exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press(key);
    await expect(page.getByRole('button', { name: first.members[1], exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  }

  // Group one: Space picks, S spits.
  for (const name of first.members) {
    await tabTo(page, name);
    await page.keyboard.press('Space');
  }
  await page.keyboard.press('s');
  await expect(page.getByRole('list', { name: 'Solved groups' }).getByText(first.category)).toBeVisible();
  await expect(tiles(page)).toHaveCount(12);
  // Focus came back to the board, not to the top of the page.
  expect((await focused(page)).index).toBeGreaterThanOrEqual(0);

  // Group two: Enter picks, then Tab on to the Spit button and Enter presses it.
  for (const name of second.members) {
    await tabTo(page, name);
    await page.keyboard.press('Enter');
  }
  const spit = page.getByRole('button', { name: 'Spit', exact: true });
  for (let presses = 0; presses < 20 && !(await spit.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(spit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tiles(page)).toHaveCount(8);

  // Groups three and four: Space and S again.
  for (const group of [third, fourth]) {
    for (const name of group.members) {
      await tabTo(page, name);
      await page.keyboard.press('Space');
    }
    await page.keyboard.press('s');
  }

  await page.waitForURL('**/results');
  await expect(page.getByRole('heading', { name: 'YOU WIN!' })).toBeVisible();
  await expect(page.getByText('No mistakes', { exact: true })).toBeAttached();
});
