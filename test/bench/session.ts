/**
 * Clients for benchmark requests, signed in through the running app the way a browser is: a beta code from the
 * local-only dev endpoint, claimed with an e-mail; then a nickname and today's game.
 */
import { PUZZLE_BANK } from '../../worker/db/seed/puzzle-bank';

export interface BenchClient {
  /** The Cookie header to send: the beta cookie, plus the player cookie once registered. */
  cookie: string;
  post: <T>(path: string, body: unknown) => Promise<T>;
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** A beta tester: enough to read the game and the leaderboard. */
export async function betaClient(url: string, deviceId = 'bench-device'): Promise<BenchClient> {
  const client: BenchClient = {
    cookie: '',
    async post<T>(path: string, body: unknown) {
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: url,
          ...(client.cookie ? { Cookie: client.cookie } : {}),
        },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
      const set = cookiesOf(res);
      if (set) client.cookie = client.cookie ? `${client.cookie}; ${set}` : set;
      return (await res.json()) as T;
    },
  };
  const { codes } = await client.post<{ codes: string[] }>('/dev/beta-codes', { count: 1 });
  await client.post('/api/beta/claim', { code: codes[0], email: `${deviceId}-${Date.now()}@example.com`, deviceId });
  return client;
}

/** The server seeds the bank from today, so bank puzzle 0 is today's: one tile of each group is always wrong. */
const wrongGuess = (n: number) =>
  (PUZZLE_BANK[0]?.groups ?? []).map((group, i) => group.members[i === 0 ? n % 4 : 0] as string);

/** A player with today's game started and one wrong guess made (`wrong`, which a repeat answers 'already guessed'). */
export async function playerWithGame(url: string, nickname: string) {
  const client = await betaClient(url, `${nickname}-device`);
  await client.post('/api/players', { nickname, deviceId: `${nickname}-device` });
  const { gameId } = await client.post<{ gameId: string }>('/api/games', {});
  const wrong = wrongGuess(0);
  await client.post(`/api/games/${gameId}/guesses`, { tiles: wrong, idempotencyKey: `${nickname}-first-wrong` });
  return { client, gameId, wrong };
}

/**
 * A player who lost today's game: 999 s puts them below every winner, outside the top 20 on every board, so
 * each of their reads also works out their rank (the slowest case: the tie among all non-winners).
 */
export async function losingPlayer(url: string, nickname: string): Promise<BenchClient> {
  const { client, gameId } = await playerWithGame(url, nickname);
  for (let n = 1; n < 4; n++) {
    await client.post(`/api/games/${gameId}/guesses`, {
      tiles: wrongGuess(n),
      idempotencyKey: `${nickname}-loss-${n}`,
    });
  }
  return client;
}
