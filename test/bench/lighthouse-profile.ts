/**
 * Prepares the Chromium profile that Lighthouse audits with. The web app keeps its gate in localStorage (beta
 * access, the current player, the last game), which Lighthouse cannot seed; so the same profile directory is
 * first opened with Playwright, which signs in through the real pages and plays as a person would. Lighthouse
 * then reuses the profile: its cookies and localStorage survive, while its storage reset still clears the HTTP
 * cache and the service worker, so every audit is a cold load.
 */
import { chromium, type Page } from '@playwright/test';
import { PUZZLE_BANK } from '../../worker/db/seed/puzzle-bank';
import { CHROMIUM_PATH, CHROMIUM_FLAGS as E2E_FLAGS } from '../e2e/chromium';

export { CHROMIUM_PATH };
/** The e2e suite's flags; the audited proxy serves HTTPS with a throwaway self-signed certificate. */
export const CHROMIUM_FLAGS = [...E2E_FLAGS, '--ignore-certificate-errors'];

/** The server seeds the bank from today, so the bank's first puzzle is today's. */
const today = PUZZLE_BANK[0];

async function inProfile<T>(profileDir: string, baseURL: string, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    baseURL,
    ignoreHTTPSErrors: true,
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    return await run(page);
  } finally {
    await context.close();
  }
}

/** The profile's cookies as one Cookie header, for Lighthouse's extraHeaders. */
export async function profileCookies(profileDir: string, baseURL: string): Promise<string> {
  return inProfile(profileDir, baseURL, async (page) =>
    (await page.context().cookies(baseURL)).map((c) => `${c.name}=${c.value}`).join('; '),
  );
}

/**
 * A returning beta tester: a code from the app's dev endpoint, redeemed on /beta, a nickname on /start, the cookie
 * notice accepted, and today's game open on /game (not yet played).
 */
export async function signInThroughUi(
  profileDir: string,
  baseURL: string,
  nickname: string,
  appURL = baseURL,
): Promise<void> {
  // The code comes straight from the app (the dev endpoint), the pages through `baseURL`.
  const res = await fetch(`${appURL}/dev/beta-codes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: appURL },
    body: JSON.stringify({ count: 1 }),
  });
  if (!res.ok) throw new Error(`POST /dev/beta-codes: ${res.status}`);
  const { codes } = (await res.json()) as { codes: string[] };
  await inProfile(profileDir, baseURL, async (page) => {
    await page.goto('/beta');
    await page.getByLabel('Beta access code').fill(codes[0] as string);
    await page.getByLabel('E-mail').fill(`${nickname}@example.com`);
    await page.getByRole('button', { name: 'I Have a Beta Code - Enter Game' }).click();
    await page.waitForURL('**/start', { timeout: 15_000 });
    await page.getByPlaceholder('Your nickname').fill(nickname);
    await page.getByRole('button', { name: 'Ready or Not' }).click();
    await page.waitForURL('**/game');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('button', { name: 'Spit', exact: true }).waitFor();
  });
}

/** Plays today's game to a win in the profile, so /results has a last game to show. */
export async function finishGameThroughUi(profileDir: string, baseURL: string): Promise<void> {
  if (!today) throw new Error('the puzzle bank is empty');
  await inProfile(profileDir, baseURL, async (page) => {
    await page.goto('/game');
    for (const group of today.groups) {
      for (const name of group.members) await page.getByRole('button', { name, exact: true }).click();
      await page.getByRole('button', { name: 'Spit', exact: true }).click();
    }
    await page.waitForURL('**/results', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'YOU WIN!' }).waitFor();
  });
}
