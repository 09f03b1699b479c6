import { readFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

/** The facts `npm start` printed for the e2e server (its start-info.json). */
export function startInfo(): { url: string; betaCode: string } {
  return JSON.parse(readFileSync(`.wrangler/e2e-${process.env.E2E_PORT ?? 8788}/start-info.json`, 'utf8'));
}

/** Fresh single-use codes from the local-only dev endpoint. */
export async function newBetaCodes(request: APIRequestContext, baseURL: string, count = 1): Promise<string[]> {
  const res = await request.post(`${baseURL}/dev/beta-codes`, { data: { count }, headers: { Origin: baseURL } });
  if (!res.ok()) throw new Error(`dev/beta-codes: ${res.status()}`);
  return ((await res.json()) as { codes: string[] }).codes;
}

export const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
export const uniqueNickname = (stem = 'Player') => `${stem}${Math.random().toString(36).slice(2, 8)}`;

/** Redeems a code on /beta as a person would. */
export async function redeem(page: Page, code: string, email = uniqueEmail()) {
  await page.goto('/beta');
  await page.getByLabel('Beta access code').fill(code);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'I Have a Beta Code - Enter Game' }).click();
}

/** A beta tester with a nickname, on /game. */
export async function enterAsNewPlayer(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  nickname = uniqueNickname(),
) {
  const [code] = await newBetaCodes(request, baseURL);
  await redeem(page, code as string);
  await page.waitForURL('**/start', { timeout: 10_000 });
  await page.getByPlaceholder('Your nickname').fill(nickname);
  await page.getByRole('button', { name: 'Ready or Not' }).click();
  await page.waitForURL('**/game');
  return nickname;
}

/** Accepts the cookie notice before any page loads, for tests where it would only sit over the controls. */
export const acceptCookies = (target: Pick<BrowserContext, 'addInitScript'>) =>
  target.addInitScript(() => localStorage.setItem('16bars_cookie_consent', 'true'));
