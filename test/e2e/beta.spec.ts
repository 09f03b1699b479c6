import { expect, test } from '@playwright/test';
import { newBetaCodes, redeem, startInfo, uniqueEmail, uniqueNickname } from './support';

test.describe('closed beta and nicknames', () => {
  test('a newcomer redeems the printed code, meets a taken nickname, accepts the suggestion and lands on /game', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    // Two browsers and a dozen page loads: on a loaded 2-core CI machine this needs more than the default 30 s.
    test.slow();
    // Someone else already plays as "Scarface".
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const [otherCode] = await newBetaCodes(request, baseURL as string);
    await redeem(otherPage, otherCode as string);
    await otherPage.waitForURL('**/start');
    const takenName = uniqueNickname('Scarface');
    await otherPage.getByPlaceholder('Your nickname').fill(takenName);
    await otherPage.getByRole('button', { name: 'Ready or Not' }).click();
    await otherPage.waitForURL('**/game');
    await other.close();

    await page.goto('/');
    await expect(page).toHaveURL(/\/beta$/);
    await expect(page.getByRole('alert').first()).toHaveText(
      'No active beta access found. Please enter your access code.',
    );
    const submit = page.getByRole('button', { name: 'I Have a Beta Code - Enter Game' });
    await expect(submit).toBeDisabled();

    const code = startInfo().betaCode;
    const codeInput = page.getByLabel('Beta access code');
    await expect(codeInput).toHaveAttribute('placeholder', 'BETA-XXXX-XXXX');
    await expect(codeInput).toHaveAttribute('maxlength', '14');
    await codeInput.fill(code.toLowerCase());
    await expect(codeInput).toHaveValue(code);
    await page.getByLabel('E-mail').fill(uniqueEmail());
    await submit.click();
    await expect(page.getByText('Beta access granted')).toBeVisible();
    await page.waitForURL('**/start');

    await expect(page.getByRole('heading', { name: '16 BARS' })).toBeVisible();
    await expect(page.getByText('A Daily Hip Hop Puzzle Game')).toBeVisible();
    await expect(page.getByText('Enter your name')).toBeVisible();
    const input = page.getByPlaceholder('Your nickname');

    await page.getByRole('button', { name: 'Ready or Not' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a nickname');
    await input.fill('x');
    await page.getByRole('button', { name: 'Ready or Not' }).click();
    await expect(page.getByRole('alert')).toHaveText('Nickname must be at least 2 characters');

    await input.fill(`  ${takenName.toUpperCase()}  `);
    await page.getByRole('button', { name: 'Ready or Not' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This nickname is already taken. Try "');
    const suggestion = await input.inputValue();
    expect(suggestion).toMatch(new RegExp(`^${takenName.toUpperCase()}\\d{1,3}$`));
    await expect(alert).toHaveText(`This nickname is already taken. Try "${suggestion}" instead?`);

    await page.getByRole('button', { name: 'Ready or Not' }).click();
    await page.waitForURL('**/game');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hip_hop_current_user') ?? 'null'));
    expect(stored.nickname).toBe(suggestion);
    const access = await page.evaluate(() => JSON.parse(localStorage.getItem('16bars_beta_access') ?? 'null'));
    expect(access).toMatchObject({ isActive: true, accessCode: code });
    expect(Object.keys(access).sort()).toEqual([
      'accessCode',
      'betaUserId',
      'deviceId',
      'email',
      'isActive',
      'joinedAt',
      'lastValidated',
    ]);

    // The printed code was single-use.
    const again = await browser.newContext();
    const againPage = await again.newPage();
    await redeem(againPage, code);
    await expect(againPage.getByText('This access code has already been used')).toBeVisible();
    await again.close();
  });

  for (const path of ['/start', '/game', '/results', '/leaderboard', '/stats', '/somewhere-else']) {
    test(`${path} redirects to /beta without beta access`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/beta$/);
    });
  }

  test('an unknown path with beta access shows the not-found page', async ({ page, request, baseURL }) => {
    const [code] = await newBetaCodes(request, baseURL as string);
    await redeem(page, code as string);
    await page.waitForURL('**/start');
    await page.goto('/no-such-track');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/start$/);
  });

  test('a corrupt stored profile counts as no user and never crashes the page', async ({ page, request, baseURL }) => {
    const [code] = await newBetaCodes(request, baseURL as string);
    await redeem(page, code as string);
    await page.waitForURL('**/start');
    await page.evaluate(() => localStorage.setItem('hip_hop_current_user', '{"nickname": 42'));
    await page.goto('/game');
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.getByText('Enter your name')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('hip_hop_current_user'))).toBeNull();
  });

  test('a wrong code shows the server message', async ({ page }) => {
    await redeem(page, 'BETA-NOPE-NOPE');
    await expect(page.getByRole('alert').last()).toHaveText('Invalid access code');
  });
});
