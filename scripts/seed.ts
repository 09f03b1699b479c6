/**
 * `npm run seed`: schedules the puzzle bank, one puzzle a day from today (UTC), on a database that has no
 * puzzles yet; a database with puzzles is left alone.
 *
 *   npm run seed                      the local D1 that `npm start` serves (--persist-to DIR for another)
 *   npm run seed -- --remote          the deployed D1, through `wrangler d1 execute --remote` (after login)
 */
import { bankSchedule, bankSql, seedPuzzles } from '../worker/db/seed/seed';
import { puzzleDay } from '../worker/domain/puzzle-day';
import { applyLocalMigrations, argValue, DEFAULT_PERSIST_DIR, openLocalDb } from './local-db';
import { remoteExecuteSql, remoteQuery } from './remote-db';

const today = puzzleDay();
const seeded = (count: number) => `Seeded ${count} puzzles, one a day from ${today} (UTC).`;

async function seedLocal() {
  const persistDir = argValue('--persist-to') ?? DEFAULT_PERSIST_DIR;
  applyLocalMigrations(persistDir);
  const { db, dispose } = await openLocalDb(persistDir);
  try {
    const added = await seedPuzzles(db, today);
    console.log(added > 0 ? seeded(added) : 'The local database already has puzzles: left alone.');
  } finally {
    await dispose();
  }
}

function seedRemote() {
  const existing = remoteQuery<{ n: number }>('select count(*) as n from puzzles')[0]?.n ?? 0;
  if (existing > 0) {
    console.log(`The deployed database already has ${existing} puzzles: left alone.`);
    return;
  }
  remoteExecuteSql(bankSql(today));
  console.log(seeded(bankSchedule(today).length));
}

if (process.argv.includes('--remote')) seedRemote();
else await seedLocal();
