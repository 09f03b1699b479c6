import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { GuessVerdict } from '../domain/game-rules';
import type { PuzzleGroup } from '../domain/puzzle';

/** Milliseconds since the epoch, set by SQLite when a row is written without one. */
const createdAt = (name = 'created_at') =>
  integer(name).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
const updatedAt = () => integer('updated_at').notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
const bool = (name: string) => integer(name, { mode: 'boolean' });

/** One puzzle per UTC day (spec 000 §3). */
export const puzzles = sqliteTable(
  'puzzles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    puzzleDate: text('puzzle_date').notNull().unique(),
    puzzleNumber: integer('puzzle_number').notNull().unique(),
    puzzleData: text('puzzle_data', { mode: 'json' }).$type<PuzzleGroup[]>().notNull(),
    winQuote: text('win_quote').notNull(),
    lossQuote: text('loss_quote').notNull(),
    isActive: bool('is_active').notNull().default(true),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('puzzles_active_date_idx').on(t.isActive, t.puzzleDate)],
);

/** Beta access codes: usable while active, unexpired and below max_uses. */
export const betaAccessCodes = sqliteTable('beta_access_codes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  code: text('code').notNull().unique(),
  isActive: bool('is_active').notNull().default(true),
  expiresAt: integer('expires_at'),
  currentUses: integer('current_uses').notNull().default(0),
  maxUses: integer('max_uses').notNull().default(1),
  createdAt: createdAt(),
});

export const betaUsers = sqliteTable(
  'beta_users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    accessCode: text('access_code').notNull(),
    deviceId: text('device_id').notNull(),
    joinedAt: createdAt('joined_at'),
    lastActive: integer('last_active'),
    gamesPlayed: integer('games_played').notNull().default(0),
    feedbackCount: integer('feedback_count').notNull().default(0),
    isActive: bool('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('beta_users_email_code_idx').on(t.email, t.accessCode),
    index('beta_users_joined_idx').on(t.joinedAt),
  ],
);

/** The nickname registry: one row per player. The id also numbers the anonymous label 16barsplayerN. */
export const gameNicknames = sqliteTable(
  'game_nicknames',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    nickname: text('nickname').notNull(),
    deviceId: text('device_id').notNull(),
    betaUserId: text('beta_user_id').references(() => betaUsers.id),
    showOnLeaderboard: bool('show_on_leaderboard').notNull().default(true),
    showRealName: bool('show_real_name').notNull().default(true),
    lastUsed: integer('last_used'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('game_nicknames_nickname_ci_idx').on(sql`lower(${t.nickname})`),
    index('game_nicknames_beta_user_idx').on(t.betaUserId),
  ],
);

export const betaFeedback = sqliteTable(
  'beta_feedback',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    betaUserId: text('beta_user_id')
      .notNull()
      .references(() => betaUsers.id),
    puzzleNumber: integer('puzzle_number'),
    rating: integer('rating'),
    difficulty: text('difficulty'),
    comments: text('comments'),
    won: bool('won'),
    createdAt: createdAt(),
  },
  (t) => [index('beta_feedback_created_idx').on(t.createdAt), index('beta_feedback_user_idx').on(t.betaUserId)],
);

export const feedback = sqliteTable(
  'feedback',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username'),
    email: text('email').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    puzzleNumber: integer('puzzle_number'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

export const GAME_STATUSES = ['in_progress', 'won', 'lost'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/**
 * A server-checked play: one per player per puzzle day (test plays of tomorrow's puzzle apart).
 * solved_groups holds group indexes in solve order; guesses holds each wrong guess as sorted, comma-joined tiles.
 */
export const gameSessions = sqliteTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => gameNicknames.id),
    puzzleDate: text('puzzle_date').notNull(),
    puzzleNumber: integer('puzzle_number').notNull(),
    isTest: bool('is_test').notNull().default(false),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('in_progress'),
    solvedGroups: text('solved_groups', { mode: 'json' }).$type<number[]>().notNull().default(sql`'[]'`),
    guesses: text('guesses', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    mistakes: integer('mistakes').notNull().default(0),
    startedAt: integer('started_at').notNull(),
    finishedAt: integer('finished_at'),
    /** Server-measured milliseconds from start to the final guess. */
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('game_sessions_player_day_idx').on(t.playerId, t.puzzleDate, t.isTest),
    index('game_sessions_day_status_idx').on(t.puzzleDate, t.isTest, t.status),
    // The leaderboard's (worker/lib/leaderboard-store.ts), over finished real plays only: the boards aggregate a
    // window of days; a player's own row and rank read games player by player. Both cover the columns they read.
    index('game_sessions_leaderboard_idx')
      .on(t.puzzleDate, t.playerId, t.status, t.durationMs)
      .where(sql`is_test = 0 and status in ('won', 'lost')`),
    index('game_sessions_leaderboard_player_idx')
      .on(t.playerId, t.puzzleDate, t.status, t.durationMs)
      .where(sql`is_test = 0 and status in ('won', 'lost')`),
  ],
);

/**
 * One row per guess request that was answered: a retried request with the same idempotency key gets the first
 * answer back and never counts twice.
 */
export const gameGuesses = sqliteTable(
  'game_guesses',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => gameSessions.id),
    idempotencyKey: text('idempotency_key').notNull(),
    result: text('result', { mode: 'json' }).$type<GuessVerdict>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_guesses_game_key_idx').on(t.gameId, t.idempotencyKey)],
);

/**
 * Every mail the product sends. Locally this table is the destination (read it at GET /dev/outbox); with the
 * HTTP transport a row is written first and sent_at is set once the provider accepted it, so nothing is lost.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: integer('sent_at'),
    /** Delivery attempts so far (the http transport); the cron retries an unsent mail with a growing pause. */
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: integer('last_attempt_at'),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    // The cron's retry scan reads only the unsent mails.
    index('mail_outbox_unsent_idx').on(t.createdAt).where(sql`sent_at is null`),
  ],
);

/** Web Push subscriptions of beta testers; the endpoint identifies a browser, so it is unique. */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    betaUserId: text('beta_user_id')
      .notNull()
      .references(() => betaUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_beta_user_idx').on(t.betaUserId)],
);

/** Spec 000 §7's analytics events; `at` is when it happened in the browser, props a flat JSON record. */
export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    at: integer('at').notNull(),
    props: text('props', { mode: 'json' }).$type<Record<string, string | number | boolean>>(),
    betaUserId: text('beta_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_at_idx').on(t.name, t.at)],
);
