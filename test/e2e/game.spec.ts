import { expect, type Page, test } from '@playwright/test';
import { PUZZLE_BANK } from '../../worker/db/seed/puzzle-bank';
import { DIFFICULTIES } from '../../worker/domain/puzzle';
import { acceptCookies, enterAsNewPlayer } from './support';

// The e2e server seeds the bank from today, so today's puzzle is the bank's first.
const today = PUZZLE_BANK[0];
if (!today) throw new Error('the puzzle bank is empty');
const byDifficulty = (difficulty: (typeof DIFFICULTIES)[number]) => {
  const group = today.groups.find((g) => g.difficulty === difficulty);
  if (!group) throw new Error(`no ${difficulty} group`);
  return group;
};
const [easy, normal, hard, tricky] = DIFFICULTIES.map(byDifficulty) as [
  ReturnType<typeof byDifficulty>,
  ReturnType<typeof byDifficulty>,
  ReturnType<typeof byDifficulty>,
  ReturnType<typeof byDifficulty>,
];
const m = (group: typeof easy, i: number) => group.members[i] as string;

const tile = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const spitButton = (page: Page) => page.getByRole('button', { name: 'Spit', exact: true });
const scratchButton = (page: Page) => page.getByRole('button', { name: 'Scratch', exact: true });
const solvedList = (page: Page) => page.getByRole('list', { name: 'Solved groups' });
const mistakesLeft = (page: Page, left: number) => page.getByText(`${left} of 4 mistakes remaining`);

async function pick(page: Page, names: readonly string[]) {
  for (const name of names) await tile(page, name).click();
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test.beforeEach(async ({ context }) => {
  // The cookie notice is someone else's test; here it would only sit over the controls.
  await acceptCookies(context);
});

test.describe('the game screen and results', () => {
  test('a full win: four groups found, then YOU WIN! with the groups easy to tricky, sharing and the countdown', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const nickname = await enterAsNewPlayer(page, request, baseURL as string);

    await expect(page.getByText('Puzzle #1')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Welcome, ${nickname}!` })).toBeVisible();
    await expect(page.getByText('Create four groups of four!')).toBeVisible();
    await expect(page.getByText('Mistakes Remaining', { exact: true })).toBeVisible();
    await expect(mistakesLeft(page, 4)).toBeAttached();
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^\d{2}:\d{2}$/);
    // The clock counts on by itself, a second at a time.
    const shown = await timer.textContent();
    await expect(timer).not.toHaveText(shown as string, { timeout: 3_000 });
    await expect(page.getByRole('list', { name: 'Tiles' }).getByRole('button')).toHaveCount(16);
    await expect(spitButton(page)).toBeDisabled();
    await expect(scratchButton(page)).toBeDisabled();

    // Four picked, a fifth is ignored; Spit is ready only with exactly four.
    await pick(page, easy.members.slice(0, 3));
    await expect(spitButton(page)).toBeDisabled();
    await pick(page, [m(easy, 3), m(normal, 0)]);
    await expect(tile(page, m(normal, 0))).toHaveAttribute('aria-pressed', 'false');
    await expect(tile(page, m(easy, 3))).toHaveAttribute('aria-pressed', 'true');
    await expect(spitButton(page)).toBeEnabled();
    await spitButton(page).click();
    await expect(page.getByText("That's a bar!")).toBeVisible();
    await expect(page.getByText(`You found: ${easy.category}`)).toBeVisible();
    await expect(solvedList(page).getByText(easy.category)).toBeVisible();
    await expect(tile(page, m(easy, 0))).toHaveCount(0);

    for (const group of [tricky, normal, hard]) {
      await pick(page, group.members);
      await spitButton(page).click();
      if (group !== hard) await expect(solvedList(page).getByText(group.category)).toBeVisible();
    }

    await page.waitForURL('**/results');
    await expect(page.getByRole('heading', { name: 'YOU WIN!' })).toBeVisible();
    await expect(page.getByText('Puzzle #1')).toBeVisible();
    await expect(page.getByText('No mistakes', { exact: true })).toBeAttached();
    const groups = page.getByRole('region', { name: 'The groups' }).getByRole('listitem');
    await expect(groups).toHaveCount(4);
    const texts = await groups.allInnerTexts();
    [easy, normal, hard, tricky].forEach((group, i) => {
      expect(texts[i]?.toLowerCase()).toContain(group.category.toLowerCase());
    });
    await expect(page.getByText('Missed')).toHaveCount(0);
    await expect(page.getByText('Next 16 Bars Drops In')).toBeVisible();
    await expect(page.locator('time').filter({ hasText: /^\d{2}:\d{2}:\d{2}$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: "Rate Today's Puzzle" })).toHaveAttribute(
      'href',
      '/feedback?beta=true&puzzle=1&won=true',
    );
    await expect(page.getByRole('link', { name: 'View Stats' })).toHaveAttribute('href', '/stats');
    // Badges earned by this game carry NEW, and the popup greets them.
    await expect(page.getByText('The First 16').first()).toBeVisible();
    await expect(page.getByText('NEW').first()).toBeVisible();

    await page.getByRole('button', { name: 'Share Results' }).click();
    await expect(page.getByText('Copied to clipboard!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^16 BARS #1\nYOU WIN! in \d+:\d{2}\nNo mistakes\n/);

    await page.getByRole('button', { name: 'Play Past 16 Bar Puzzles' }).click();
    await expect(page.getByText('Past puzzles are coming soon.')).toBeVisible();

    const stored = await page.evaluate(() => ({
      stats: JSON.parse(localStorage.getItem('16bars_enhanced_stats') ?? 'null'),
      sessions: JSON.parse(localStorage.getItem('16bars_game_sessions') ?? 'null'),
      last: JSON.parse(localStorage.getItem('16bars_last_game') ?? 'null'),
      saved: JSON.parse(localStorage.getItem('16bars_game_state') ?? 'null'),
    }));
    expect(stored.stats).toMatchObject({ gamesPlayed: 1, gamesWon: 1, perfectGames: 1, shareCount: 1 });
    expect(stored.stats.badgesEarned).toEqual(
      expect.arrayContaining(['Unsigned Hype', 'The First 16', 'Flawless Victory', 'Street Team Official']),
    );
    expect(stored.sessions).toHaveLength(1);
    expect(stored.sessions[0]).toMatchObject({ won: true, mistakes: 0, sharedResults: true });
    expect(stored.last).toMatchObject({ won: true, mistakes: 0, nickname, puzzle: 1 });
    expect(stored.last.solvedOrder).toEqual(['easy', 'tricky', 'normal', 'hard']);
    expect(stored.saved).toMatchObject({ puzzleNumber: 1, sharedResults: true, solvedOrder: stored.last.solvedOrder });

    // A reload of the finished game counts it once.
    await page.goto('/game');
    await page.waitForURL('**/results');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('16bars_game_sessions') ?? '[]').length)).toBe(1);

    // A beta tester can preview tomorrow's puzzle, then come back to today's (finished) one.
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: "Test Tomorrow's Puzzle" }).click();
    await page.waitForURL('**/game');
    await expect(page.getByText("Test mode: tomorrow's puzzle")).toBeVisible();
    await expect(page.getByText('Puzzle #2')).toBeVisible();
    await page.getByRole('button', { name: 'Back to today' }).click();
    await page.waitForURL('**/results');
    await expect(page.getByRole('heading', { name: 'YOU WIN!' })).toBeVisible();
  });

  test('a full loss: four wrong guesses end in YOU LOSE with every group marked missed', async ({
    page,
    request,
    baseURL,
  }) => {
    await enterAsNewPlayer(page, request, baseURL as string);
    await expect(mistakesLeft(page, 4)).toBeAttached();

    // Three of one group and one of another: one away, which still costs a mistake.
    await pick(page, [m(easy, 0), m(easy, 1), m(easy, 2), m(normal, 0)]);
    await spitButton(page).click();
    await expect(page.getByText('Hold up, wait…')).toBeVisible();
    await expect(page.getByText("That's not quite right. Try again!")).toBeVisible();
    await expect(page.getByText('One away…')).toBeVisible();
    await expect(mistakesLeft(page, 3)).toBeAttached();

    // The same guess again costs nothing.
    await spitButton(page).click();
    await expect(page.getByText('Already Guessed!')).toBeVisible();
    await expect(page.getByText("You've already tried this combination.")).toBeVisible();
    await expect(mistakesLeft(page, 3)).toBeAttached();

    const wrong = [
      [m(easy, 0), m(easy, 1), m(normal, 0), m(normal, 1)],
      [m(hard, 0), m(hard, 1), m(tricky, 0), m(tricky, 1)],
      [m(easy, 2), m(normal, 2), m(hard, 2), m(tricky, 2)],
    ];
    for (const [i, guess] of wrong.entries()) {
      await scratchButton(page).click();
      await expect(scratchButton(page)).toBeDisabled();
      await pick(page, guess);
      await spitButton(page).click();
      if (i < wrong.length - 1) await expect(mistakesLeft(page, 2 - i)).toBeAttached();
    }

    await page.waitForURL('**/results');
    await expect(page.getByRole('heading', { name: 'YOU LOSE' })).toBeVisible();
    await expect(page.getByText('4 mistakes', { exact: true })).toBeAttached();
    const groups = page.getByRole('region', { name: 'The groups' }).getByRole('listitem');
    await expect(groups).toHaveCount(4);
    const texts = await groups.allInnerTexts();
    [easy, normal, hard, tricky].forEach((group, i) => {
      expect(texts[i]?.toLowerCase()).toContain(group.category.toLowerCase());
    });
    await expect(page.getByText('Missed', { exact: true })).toHaveCount(4);
    await expect(page.getByRole('link', { name: "Rate Today's Puzzle" })).toHaveAttribute(
      'href',
      '/feedback?beta=true&puzzle=1&won=false',
    );
    const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('16bars_enhanced_stats') ?? 'null'));
    expect(stats).toMatchObject({ gamesPlayed: 1, gamesWon: 0, totalMistakes: 4, deselectAllUsage: 1 });
  });

  test('a reload mid-game resumes: the solved group, the mistakes and the selection are still there', async ({
    page,
    request,
    baseURL,
  }) => {
    await enterAsNewPlayer(page, request, baseURL as string);

    // Keyboard play: Space toggles the focused tile, S spits.
    for (const name of normal.members) {
      await tile(page, name).focus();
      await page.keyboard.press('Space');
    }
    await expect(spitButton(page)).toBeEnabled();
    await page.keyboard.press('s');
    await expect(solvedList(page).getByText(normal.category)).toBeVisible();

    await pick(page, [m(easy, 0), m(easy, 1), m(hard, 0), m(hard, 1)]);
    await spitButton(page).click();
    await expect(mistakesLeft(page, 3)).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(tile(page, m(easy, 0))).toHaveAttribute('aria-pressed', 'false');

    await pick(page, [m(tricky, 0), m(tricky, 1)]);
    await page.reload();

    await expect(solvedList(page).getByText(normal.category)).toBeVisible();
    await expect(mistakesLeft(page, 3)).toBeAttached();
    await expect(tile(page, m(normal, 0))).toHaveCount(0);
    await expect(tile(page, m(tricky, 0))).toHaveAttribute('aria-pressed', 'true');
    await expect(tile(page, m(tricky, 1))).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Tiles' }).getByRole('button')).toHaveCount(12);
  });

  test('dark mode switches from Settings at once and survives a reload', async ({ page, request, baseURL }) => {
    await enterAsNewPlayer(page, request, baseURL as string);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Settings' }).click();
    const dark = menu.getByRole('switch', { name: 'Dark Mode' });
    await expect(dark).toHaveAttribute('aria-checked', 'false');
    await dark.click();
    await expect(dark).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // Escape closes the menu and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Spit', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('Logout / Reset Session clears the session and returns to /beta', async ({ page, request, baseURL }) => {
    await enterAsNewPlayer(page, request, baseURL as string);
    const menu = await openMenu(page);
    await expect(menu.getByText('Playing as')).toBeVisible();
    await menu.getByRole('button', { name: 'Settings' }).click();

    let message = '';
    page.once('dialog', (dialog) => {
      message = dialog.message();
      void dialog.accept();
    });
    await menu.getByRole('button', { name: 'Logout / Reset Session' }).click();
    await page.waitForURL('**/beta');
    expect(message).toBe('Are you sure you want to logout? This will clear your session and beta access.');
    const left = await page.evaluate(() => ({
      beta: localStorage.getItem('16bars_beta_access'),
      user: localStorage.getItem('hip_hop_current_user'),
      game: localStorage.getItem('16bars_game_state'),
    }));
    expect(left).toEqual({ beta: null, user: null, game: null });
    await page.goto('/game');
    await expect(page).toHaveURL(/\/beta$/);
  });
});
