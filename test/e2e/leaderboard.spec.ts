import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { PUZZLE_BANK } from '../../worker/db/seed/puzzle-bank';
import type { LeaderboardEntry, LeaderboardResponse } from '../../worker/domain/leaderboard';
import { acceptCookies, enterAsNewPlayer, uniqueNickname } from './support';

// The e2e server seeds the bank from today, so today's puzzle is the bank's first.
const groups = PUZZLE_BANK[0]?.groups ?? [];
const member = (group: number, i: number) => groups[group]?.members[i] as string;

const tile = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function spit(page: Page, tiles: readonly string[]) {
  for (const name of tiles) await tile(page, name).click();
  await button(page, 'Spit').click();
}

/** A player in a browser of their own (own cookies and storage), on /game. */
async function newPlayer(browser: Browser, request: APIRequestContext, baseURL: string, stem: string) {
  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await acceptCookies(context);
  const page = await context.newPage();
  const nickname = await enterAsNewPlayer(page, request, baseURL, uniqueNickname(stem));
  return { context, page, nickname };
}

/** The rank a row shows: a medal's accessible name for the top three, '#n' after them. */
async function rankOf(row: Locator): Promise<number> {
  const medal = row.getByRole('img');
  if ((await medal.count()) > 0) return Number((await medal.getAttribute('aria-label'))?.match(/(\d)(st|nd|rd)/)?.[1]);
  return Number(((await row.getByRole('cell').first().textContent()) ?? '').replace('#', ''));
}

test.describe('the global leaderboard and My Stats', () => {
  test("two players finish today's puzzle in their own browsers and meet on the board, each marked 'You'", async ({
    browser,
    request,
    baseURL,
  }) => {
    // Two sign-ups and two whole games in two browsers: more than the default 30 s on a busy machine.
    test.slow();
    const winner = await newPlayer(browser, request, baseURL as string, 'Winner');
    const loser = await newPlayer(browser, request, baseURL as string, 'Loser');

    for (const group of groups) await spit(winner.page, group.members);
    await winner.page.waitForURL('**/results');

    // One tile of each group, four times over: four mistakes, a loss (999 s on the board).
    for (let n = 0; n < 4; n++) {
      if (n > 0) await button(loser.page, 'Scratch').click();
      await spit(
        loser.page,
        [0, 1, 2, 3].map((g) => member(g, n)),
      );
      if (n < 3) await expect(loser.page.getByText(`${3 - n} of 4 mistakes remaining`)).toBeAttached();
    }
    await loser.page.waitForURL('**/results');

    for (const [me, other] of [
      [winner, loser],
      [loser, winner],
    ] as const) {
      const { page } = me;
      await page.goto('/leaderboard');
      await expect(page.getByRole('heading', { name: 'Leaderboard', exact: true })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText("Best completion times for today's puzzle")).toBeVisible();
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Rank', 'Player', 'Time', 'Games', 'Date']);
      const mine = table.getByRole('row').filter({ hasText: me.nickname });
      const theirs = table.getByRole('row').filter({ hasText: other.nickname });
      await expect(mine).toHaveAttribute('aria-current', 'true');
      await expect(mine.getByText('You', { exact: true })).toBeVisible();
      await expect(theirs.getByText('You', { exact: true })).toHaveCount(0);
      const winnerRow = me === winner ? mine : theirs;
      const loserRow = me === winner ? theirs : mine;
      expect(await rankOf(winnerRow)).toBeLessThan(await rankOf(loserRow));
      await expect(loserRow.getByRole('cell').nth(1)).toHaveText('—No win');
      await expect(winnerRow.getByRole('cell').nth(1)).toHaveText(/^\d+:\d\d$/);

      // Real tabs: the arrow keys move between windows; today's games count in every one of them.
      await page.getByRole('tab', { name: 'Daily' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: 'Weekly' })).toBeFocused();
      await expect(page.getByText('Average of best daily times over the past 7 days')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: me.nickname })).toHaveAttribute('aria-current', 'true');
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: 'All Time' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('Overall fastest times and best averages')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: other.nickname })).toBeVisible();
    }

    // My Stats, from the winner's own device: the game just played.
    const { page } = winner;
    await page.getByRole('link', { name: 'My Stats' }).click();
    await expect(page.getByRole('heading', { name: 'My Stats' })).toBeVisible();
    await expect(page.getByText(`Playing as ${winner.nickname}`)).toBeVisible();
    const record = page.getByRole('region', { name: 'Win/Loss Record' });
    await expect(record.getByRole('definition')).toHaveText(['1', '0', '100.0%']);
    await expect(page.getByRole('img', { name: /Mistakes per game/ })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent Games' }).getByRole('listitem');
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toContainText('Puzzle #1');
    await expect(recent.first()).toContainText('Won');
    await expect(page.getByRole('heading', { name: /Badges Earned \(\d+\/11\)/ })).toBeVisible();
    await page.getByRole('button', { name: 'Share The First 16' }).click();
    await expect(page.getByText('Badge shared!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('The First 16');
    await page.getByRole('link', { name: 'Back to the Game' }).click();
    await page.waitForURL(/\/(game|results)$/);

    await winner.context.close();
    await loser.context.close();
  });

  test('shows the empty and error states, and a rank outside the top 20 under the table', async ({
    page,
    request,
    baseURL,
  }) => {
    await acceptCookies(page);
    const nickname = await enterAsNewPlayer(page, request, baseURL as string);
    const entry = (rank: number, name: string, isCurrentPlayer = false): LeaderboardEntry => ({
      rank,
      displayName: name,
      bestTime: 60 + rank,
      averageTime: 60 + rank,
      gamesPlayed: 3,
      totalWins: 3,
      winPercentage: 100,
      lastPlayed: '2026-05-20',
      isCurrentPlayer,
    });
    const board = (period: string, entries: LeaderboardEntry[], currentPlayer: LeaderboardResponse['currentPlayer']) =>
      ({ period, date: '2026-05-20', sponsor: null, entries, currentPlayer }) as LeaderboardResponse;
    const top = Array.from({ length: 20 }, (_, i) => entry(i + 1, `Rapper${i + 1}`));
    let failMonthly = true;
    await page.route('**/api/leaderboard?period=*', (route) => {
      const period = new URL(route.request().url()).searchParams.get('period') ?? 'daily';
      if (period === 'daily')
        return route.fulfill({ json: board(period, top, { rank: 42, entry: entry(42, nickname, true) }) });
      if (period === 'weekly') return route.fulfill({ json: board(period, [], null) });
      if (period === 'monthly' && failMonthly)
        return route.fulfill({ status: 503, json: { error: { code: 'x', message: 'Try later.' } } });
      return route.fulfill({ json: board(period, top.slice(0, 2), null) });
    });

    await page.goto('/leaderboard');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(1 + 20 + 2);
    await expect(page.getByRole('img', { name: 'Gold medal, 1st place' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Rapper4' }).getByRole('cell').first()).toHaveText('#4');
    await expect(page.getByText('Your position, outside the top 20')).toBeAttached();
    const mine = page.getByRole('row').filter({ hasText: nickname });
    await expect(mine.getByRole('cell').first()).toHaveText('#42');
    await expect(mine.getByText('You', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Weekly' }).click();
    await expect(page.getByText('No data available for weekly leaderboard')).toBeVisible();
    await expect(page.getByText('Play more games to see rankings!')).toBeVisible();

    await page.getByRole('tab', { name: 'Monthly' }).click();
    await expect(page.getByRole('alert')).toContainText('Try later.');
    failMonthly = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  });
});
