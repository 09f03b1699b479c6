type WorkerEnv = import('../../worker/env').Env;
type TestMigrations = import('cloudflare:test').D1Migration[];

declare namespace Cloudflare {
  interface Env extends WorkerEnv {
    TEST_MIGRATIONS: TestMigrations;
  }
}
