import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wranglerBin } from './local-db';

/** `wrangler d1 execute DB --remote …`: the deployed database, as `wrangler login` allows. */
function execute(args: string[], capture: boolean): string {
  const result = spawnSync(process.execPath, [wranglerBin, 'd1', 'execute', 'DB', '--remote', ...args], {
    stdio: ['inherit', capture ? 'pipe' : 'inherit', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute --remote failed (exit ${result.status})`);
  return result.stdout ?? '';
}

/** One query's rows from the deployed database. */
export function remoteQuery<Row>(sql: string): Row[] {
  const [answer] = JSON.parse(execute(['--json', '--command', sql], true)) as { results: Row[] }[];
  return answer?.results ?? [];
}

/** Runs a file of SQL statements against the deployed database (D1 applies a file as one transaction). */
export function remoteExecuteSql(sql: string): void {
  const dir = mkdtempSync(join(tmpdir(), '16bars-d1-'));
  try {
    const file = join(dir, 'statements.sql');
    writeFileSync(file, sql);
    execute(['--file', file], false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
