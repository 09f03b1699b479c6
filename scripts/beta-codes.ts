/** `npm run beta:codes -- 10`: prints ten new single-use beta codes for the local database. */
import { createBetaCodes } from '../worker/db/seed/seed';
import { applyLocalMigrations, argValue, DEFAULT_PERSIST_DIR, openLocalDb } from './local-db';

const howMany = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 10);
if (!Number.isInteger(howMany) || howMany < 1 || howMany > 100) {
  console.error('Usage: npm run beta:codes -- <1 to 100> [--persist-to DIR]');
  process.exit(1);
}
const persistDir = argValue('--persist-to') ?? DEFAULT_PERSIST_DIR;
applyLocalMigrations(persistDir);
const { db, dispose } = await openLocalDb(persistDir);
try {
  for (const code of await createBetaCodes(db, howMany)) console.log(code);
} finally {
  await dispose();
}
