import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { gameNicknames, gameSessions } from '../db/schema';
import {
  compareStandings,
  countedSeconds,
  type LeaderboardPeriod,
  NON_WINNER_SECONDS,
  periodRange,
  type Standing,
  summarize,
} from '../domain/leaderboard';

/**
 * Finished, real plays only (test plays of tomorrow's puzzle never count). Written as literal SQL, word for word
 * the WHERE of game_sessions_leaderboard_idx: SQLite uses a partial index only for a query that repeats its terms.
 */
const FINISHED = sql.raw(`is_test = 0 and status in ('won', 'lost')`);

/** Dates sort as text, so allTime's open start is the empty string and every query has one shape. */
const bounds = (period: LeaderboardPeriod, today: string) => {
  const { from, to } = periodRange(period, today);
  return { from: from ?? '', to };
};

/** What a finished game counts for, in SQL: domain/leaderboard's countedSeconds. */
const SECONDS = sql.raw(
  `case when status = 'won' and duration_ms is not null then duration_ms / 1000 else ${NON_WINNER_SECONDS} end`,
);

/** The window's finished real games, as a WHERE condition on game_sessions. */
function inWindow(period: LeaderboardPeriod, today: string): SQL {
  const { from, to } = bounds(period, today);
  return sql`${FINISHED} and puzzle_date >= ${from} and puzzle_date <= ${to}`;
}

/**
 * Every visible player's figures in the window, aggregated in SQL so that only the rows asked for leave D1.
 * A player has at most one real game a day (game_sessions_player_day_idx), so a day's best time is that
 * game's: the average over games is also the average of day bests, as weekly and monthly ask.
 */
function standingsCte(period: LeaderboardPeriod, today: string): SQL {
  return sql`with per_player as (
      select player_id, min(${SECONDS}) as best, avg(${SECONDS}) as average, count(*) as games,
        sum(status = 'won') as wins, max(puzzle_date) as last_played
      from ${gameSessions} where ${inWindow(period, today)}
      group by player_id
    ),
    standings as (
      select p.*, p.wins * 1.0 / p.games as win_share, n.nickname, n.show_real_name
      from per_player p join ${gameNicknames} n on n.id = p.player_id
      where n.show_on_leaderboard = 1
    )`;
}

interface StandingRow {
  player_id: number;
  best: number;
  average: number;
  games: number;
  wins: number;
  last_played: string;
  nickname: string;
  show_real_name: number;
}

const toStanding = (row: StandingRow): Standing => ({
  playerId: row.player_id,
  nickname: row.nickname,
  showRealName: row.show_real_name === 1,
  bestTime: row.best,
  averageTime: row.average,
  gamesPlayed: row.games,
  totalWins: row.wins,
  lastPlayed: row.last_played,
});

/**
 * Every visible player of the window in spec 000 §9's order. All of them, not only the top 20: the cache keeps
 * the whole order, so that a reader's rank costs no query of its own. D1 aggregates; the order is the domain's
 * compareStandings, applied here once per build rather than restated in SQL.
 */
export async function rankedStandings(
  db: DrizzleD1Database,
  period: LeaderboardPeriod,
  today: string,
): Promise<Standing[]> {
  const rows = await db.all<StandingRow>(sql`${standingsCte(period, today)} select * from standings`);
  return rows.map(toStanding).sort(compareStandings);
}

/**
 * One player's standing, from their own games through the (player, day) index; null when they hide from the
 * board or have no finished game in the window.
 */
export async function playerStanding(
  db: DrizzleD1Database,
  playerId: number,
  period: LeaderboardPeriod,
  today: string,
): Promise<Standing | null> {
  const { from, to } = bounds(period, today);
  const [players, games] = await db.batch([
    db
      .select({
        nickname: gameNicknames.nickname,
        showRealName: gameNicknames.showRealName,
        visible: gameNicknames.showOnLeaderboard,
      })
      .from(gameNicknames)
      .where(eq(gameNicknames.id, playerId)),
    db
      .select({ date: gameSessions.puzzleDate, status: gameSessions.status, durationMs: gameSessions.durationMs })
      .from(gameSessions)
      .where(
        and(
          eq(gameSessions.playerId, playerId),
          FINISHED,
          gte(gameSessions.puzzleDate, from),
          lte(gameSessions.puzzleDate, to),
        ),
      ),
  ]);
  const player = players[0];
  if (!player?.visible || games.length === 0) return null;
  const counted = games.map((g) => ({
    date: g.date,
    won: g.status === 'won',
    seconds: countedSeconds(g.status === 'won', g.durationMs),
  }));
  return summarize({ playerId, nickname: player.nickname, showRealName: player.showRealName }, counted, period);
}

/**
 * How many visible players rank ahead of the standing's owner: their rank is this plus one. Asked on every
 * board a ranked player opens, so it avoids aggregating everybody: players with a faster game in the window are
 * ahead whatever their other figures (a count over the window's rows), and only players whose best equals the
 * owner's are aggregated, to settle the tie by average, win share and nickname.
 */
export async function playersAhead(
  db: DrizzleD1Database,
  standing: Standing,
  period: LeaderboardPeriod,
  today: string,
): Promise<number> {
  const { bestTime: best, averageTime: average, nickname } = standing;
  const share = standing.totalWins / standing.gamesPlayed;
  const window = inWindow(period, today);
  const row = await db.get<{ faster: number; tied: number }>(sql`with tied as (
      select player_id, avg(${SECONDS}) as average, sum(status = 'won') * 1.0 / count(*) as win_share
      from ${gameSessions}
      where ${window}
        and player_id in (select player_id from ${gameSessions} where ${window} and ${SECONDS} = ${best})
      group by player_id
      having min(${SECONDS}) = ${best}
    )
    select
      (select count(distinct player_id) from ${gameSessions}
        where ${window} and ${SECONDS} < ${best}
          and player_id not in (select id from ${gameNicknames} where show_on_leaderboard = 0)) as faster,
      (select count(*) from tied t join ${gameNicknames} n on n.id = t.player_id
        where n.show_on_leaderboard = 1 and (t.average < ${average} or (t.average = ${average}
          and (t.win_share > ${share} or (t.win_share = ${share} and n.nickname < ${nickname}))))) as tied`);
  return (row?.faster ?? 0) + (row?.tied ?? 0);
}

let lastStamp = 0;
/** Real time, but strictly increasing within the isolate: a build and a finish in the same millisecond stay ordered. */
export const stamp = () => {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
};

/** When this isolate last saw a real game finish: of any day, and per puzzle day (for the daily boards). */
let lastFinishAt = 0;
const lastFinishOn = new Map<string, number>();

/**
 * When a board last changed as far as this isolate knows (a stamp): a copy built before then is stale. Every
 * window ends today, so any finished game can change the longer ones; a daily board only its own day's games.
 */
export const lastChangeAt = (period: LeaderboardPeriod, today: string) =>
  period === 'daily' ? (lastFinishOn.get(today) ?? 0) : lastFinishAt;

/**
 * Call when a real game of puzzle day `date` finishes (or a player changes how they show on the board): this
 * isolate rebuilds the boards it changes before serving them again; other isolates see it when theirs age out.
 */
export function invalidateLeaderboard(date: string): void {
  lastFinishAt = stamp();
  lastFinishOn.set(date, lastFinishAt);
}
