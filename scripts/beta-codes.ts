/**
 * `npm run beta:codes -- 10`: prints ten new single-use beta codes for the local database (--persist-to DIR for
 * another); `npm run beta:codes -- 10 --remote` adds them to the deployed one (after `wrangler login`).
 */

import { betaCodesSql, createBetaCodes } from '../worker/db/seed/seed';
import { generateBetaCode } from '../worker/domain/beta-code';
import { applyLocalMigrations, argValue, DEFAULT_PERSIST_DIR, openLocalDb } from './local-db';
import { remoteExecuteSql } from './remote-db';

const howMany = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 10);
if (!Number.isInteger(howMany) || howMany < 1 || howMany > 100) {
  console.error('Usage: npm run beta:codes -- <1 to 100> [--persist-to DIR | --remote]');
  process.exit(1);
}
if (process.argv.includes('--remote')) {
  const codes = Array.from({ length: howMany }, () => generateBetaCode());
  remoteExecuteSql(betaCodesSql(codes));
  for (const code of codes) console.log(code);
} else {
  const persistDir = argValue('--persist-to') ?? DEFAULT_PERSIST_DIR;
  applyLocalMigrations(persistDir);
  const { db, dispose } = await openLocalDb(persistDir);
  try {
    for (const code of await createBetaCodes(db, howMany)) console.log(code);
  } finally {
    await dispose();
  }
}
