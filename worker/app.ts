import { drizzle } from 'drizzle-orm/d1';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './env';
import { sameOrigin } from './lib/auth';
import { errorResponse, handleError, notFound } from './lib/errors';
import { securityHeaders } from './lib/security-headers';
import { betaRoutes } from './routes/beta';
import { configRoutes } from './routes/config';
import { devRoutes } from './routes/dev';
import { eventRoutes } from './routes/events';
import { feedbackRoutes } from './routes/feedback';
import { gameRoutes } from './routes/games';
import { healthRoutes } from './routes/health';
import { leaderboardRoutes } from './routes/leaderboard';
import { playerRoutes } from './routes/players';
import { pushRoutes } from './routes/push';
import { puzzleRoutes, puzzlesJson } from './routes/puzzles';

/** The largest request body any route accepts. */
export const MAX_BODY_BYTES = 16 * 1024;

export const app = new Hono<AppEnv>()
  .use(requestId())
  .use(securityHeaders())
  .use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, 413, 'payload_too_large', 'The request body is too large.'),
    }),
  )
  .use('/api/*', sameOrigin())
  .use('/dev/*', sameOrigin())
  .use(async (c, next) => {
    c.set('db', drizzle(c.env.DB));
    await next();
  })
  .route('/api', healthRoutes)
  .route('/api/puzzles', puzzleRoutes)
  .route('/api/beta', betaRoutes)
  .route('/api/players', playerRoutes)
  .route('/api/games', gameRoutes)
  .route('/api/leaderboard', leaderboardRoutes)
  .route('/api/feedback', feedbackRoutes)
  .route('/api/config', configRoutes)
  .route('/api/push', pushRoutes)
  .route('/api/events', eventRoutes)
  .route('/puzzles.json', puzzlesJson)
  .route('/dev', devRoutes);

app.notFound(notFound);
app.onError(handleError);

export type AppType = typeof app;
