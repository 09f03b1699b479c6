import { expect, type Page, test } from '@playwright/test';
import { acceptCookies, newBetaCodes, redeem, uniqueEmail } from './support';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function outboxTexts(page: Page, baseURL: string) {
  const res = await page.request.get(`${baseURL}/dev/outbox`);
  return ((await res.json()) as { mails: { subject: string; text: string }[] }).mails;
}

test.describe('feedback', () => {
  test.beforeEach(({ context }) => acceptCookies(context));

  test('general feedback: missing fields toast, then success toast and home after 2 s', async ({ page, baseURL }) => {
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { name: 'Feedback', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(page.getByText('Missing Information')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible();

    const marker = `e2e ${Date.now()}`;
    await page.getByLabel('Name').fill('Lauryn');
    await page.getByLabel('E-mail').fill(uniqueEmail());
    await page.getByLabel('Category').selectOption('Bug Report');
    await page.getByLabel('Message').fill(`The timer froze once. ${marker}`);
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(page.getByRole('status').getByText('Feedback Submitted!')).toBeVisible();
    await page.waitForURL(/\/beta$/, { timeout: 5000 });

    const mails = await outboxTexts(page, baseURL as string);
    expect(mails.some((m) => m.subject === '[16 Bars] Bug Report' && m.text.includes(marker))).toBe(true);
  });

  test('the query preselects Advertising Request and Request Beta Access', async ({ page }) => {
    await page.goto('/feedback?type=advertising');
    await expect(page.getByLabel('Category')).toHaveValue('Advertising Request');
    await page.goto('/feedback?category=beta-application');
    await expect(page.getByLabel('Category')).toHaveValue('Request Beta Access');
  });

  test('beta mode: rating and difficulty required, message optional, then Beta Feedback Submitted!', async ({
    page,
    request,
    baseURL,
  }) => {
    const [code] = await newBetaCodes(request, baseURL as string);
    const email = uniqueEmail();
    await redeem(page, code as string, email);
    await page.waitForURL('**/start');

    await page.goto('/feedback?beta=true&puzzle=3&won=false');
    await expect(page.getByRole('heading', { name: 'Beta Feedback' })).toBeVisible();
    await expect(page.getByText('Puzzle #3')).toBeVisible();
    await expect(page.getByText('You lost')).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('Beta Puzzle Rating');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);

    await page.getByRole('button', { name: 'Submit Rating' }).click();
    await expect(page.getByText('Please provide a rating and difficulty assessment.')).toBeVisible();

    await page.getByText('4', { exact: true }).click();
    await page.getByText('Too Hard', { exact: true }).click();
    await page.getByRole('button', { name: 'Submit Rating' }).click();
    await expect(page.getByRole('status').getByText('Beta Feedback Submitted!')).toBeVisible();
    await page.waitForURL(/\/start$/, { timeout: 5000 });

    const mails = await outboxTexts(page, baseURL as string);
    const mail = mails.find((m) => m.text.includes(`<${email}>`));
    expect(mail?.subject).toBe('[16 Bars] Beta Puzzle Rating (puzzle #3)');
    expect(mail?.text).toContain('Rating: 4/5');
    expect(mail?.text).toContain('Difficulty: Too Hard');
  });
});

test.describe('static pages', () => {
  test.beforeEach(({ context }) => acceptCookies(context));

  for (const [path, heading] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/advertise', 'Advertise with 16 Bars'],
    ['/blog', 'The 16 Bars Blog'],
    ['/barfights', 'Bar Fights'],
    ['/barfightsfuture', 'The Future of Bar Fights'],
  ] as const) {
    test(`${path} renders "${heading}" without beta access`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: '← Back to the game' })).toHaveAttribute('href', '/');
    });
  }

  test('the advertise banner leads to /advertise, which links to the marketplace and the request form', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await page
      .getByRole('link', { name: /Advertise with 16 Bars.*Reach hip-hop fans daily • Click to learn more/ })
      .click();
    await expect(page).toHaveURL(/\/advertise$/);
    await expect(page.getByText('10,000+')).toBeVisible();
    await expect(page.getByText('5-15 min')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the Marketplace' })).toHaveAttribute('href', '/marketplace');
    await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute(
      'href',
      '/feedback?type=advertising',
    );
  });

  test('the blog has three posts and more coming; the Bar Fights waitlist is closed', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByText('More posts coming soon')).toBeVisible();
    await page.goto('/barfightsfuture');
    await expect(page.getByRole('button', { name: 'Join the Waitlist' })).toBeDisabled();
  });
});

test.describe('app-wide banners', () => {
  test('the cookie notice: closing hides it for the visit, accepting for good', async ({ page }) => {
    await page.goto('/privacy');
    const notice = page.getByRole('complementary', { name: 'Cookie notice' });
    await expect(notice.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/privacy');
    await notice.getByRole('button', { name: 'Close cookie notice' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('the install banner: iOS instructions; dismissal persists', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IPHONE_UA });
    await acceptCookies(context);
    const page = await context.newPage();
    await page.goto('/blog');
    const banner = page.getByRole('complementary', { name: 'Install 16 Bars' });
    await expect(banner).toContainText('Add to Home Screen');
    await banner.getByRole('button', { name: 'Close install banner' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'The 16 Bars Blog' })).toBeVisible();
    await expect(banner).toBeHidden();
    await context.close();
  });

  test('the install banner offers the browser prompt once it is captured', async ({ page, context }) => {
    await acceptCookies(context);
    await page.goto('/terms');
    const banner = page.getByRole('complementary', { name: 'Install 16 Bars' });
    await expect(banner).toBeHidden();
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    await banner.getByRole('button', { name: 'Install', exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(banner).toBeHidden();
  });
});

test('the app shell opens offline and says the game needs a connection', async ({ page, context }) => {
  await acceptCookies(context);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  // Wait until the service worker has precached the shell and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });

  await context.setOffline(true);
  const response = await page.goto('/terms');
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText("You're offline. The game needs a connection to check your answers.")).toBeVisible();

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText("You're offline.")).toBeHidden();
});

test.describe('first paint', () => {
  test('a code-split page opened directly renders whole, never "Loading…" first', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenStates: seen });
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root?.textContent?.includes('Loading…')) seen.push('loading');
        else if (root?.querySelector('h1')) seen.push('page');
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/feedback', '/privacy', '/blog']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      const seen = await page.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates);
      expect(seen, path).toContain('page');
      expect(seen, path).not.toContain('loading');
    }
  });
});

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 720 },
]) {
  test(`a page scrolls its last lines clear of the cookie notice pinned to the bottom (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/privacy');
    const notice = page.getByRole('complementary', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The lowest edge of anything on the page that scrolls (the pinned cards excluded).
    const contentBottom = await page.evaluate(() =>
      Math.max(
        ...Array.from(document.querySelectorAll('#root *'))
          .filter((el) => !el.closest('aside') && getComputedStyle(el).position !== 'fixed')
          .map((el) => el.getBoundingClientRect().bottom),
      ),
    );
    const card = await notice.boundingBox();
    expect(card).not.toBeNull();
    expect(contentBottom).toBeLessThanOrEqual(card?.y ?? 0);
  });
}
