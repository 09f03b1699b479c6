import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { applyLocalMigrations } from '../../scripts/local-db';

/**
 * Starts the whole app like `npm start`, on its own port and a fresh database, quiet, for measuring.
 * `beforeStart` fills the migrated database before the server opens it (two processes never write it at once).
 */
export async function startBenchServer(
  port: number,
  persistDir: string,
  { beforeStart }: { beforeStart?: (persistDir: string) => Promise<void> } = {},
): Promise<{ url: string; stop: () => void }> {
  const url = `http://localhost:${port}`;
  // Measuring someone else's server (and wiping the database under it) would be worse than not starting.
  const taken = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is already serving: set BENCH_PORT and BENCH_DIR to bench alongside it`);
  rmSync(persistDir, { recursive: true, force: true });
  if (beforeStart) {
    applyLocalMigrations(persistDir);
    await beforeStart(persistDir);
  }
  const child: ChildProcess = spawn(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'scripts/start.ts',
      '--port',
      String(port),
      '--persist-to',
      persistDir,
      '--no-build',
      '--log-level',
      'warn',
      '--quiet',
    ],
    // The bench sends thousands of guesses a minute for one player: the rate limits would measure only 429s.
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true, env: { ...process.env, RATE_LIMIT_SCALE: '10000' } },
  );
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
  };
  process.on('exit', stop);
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('The bench server did not start');
}
