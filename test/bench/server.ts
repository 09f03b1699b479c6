import { type ChildProcess, spawn } from 'node:child_process';

/** Starts the whole app like `npm start`, on its own port and database, quiet, for measuring. */
export async function startBenchServer(port: number, persistDir: string): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'scripts/start.ts',
      '--port',
      String(port),
      '--persist-to',
      persistDir,
      '--fresh',
      '--no-build',
      '--log-level',
      'warn',
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const url = `http://localhost:${port}`;
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
