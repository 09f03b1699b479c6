/**
 * The code-split pages' source files, by path: the build names each one's chunks in the `_headers` preload rules
 * (vite.config.ts). table.ts imports the same files; a unit test keeps the two lists equal.
 */
export const ROUTE_MODULES = {
  '/start': 'web/src/routes/Start.tsx',
  '/game': 'web/src/routes/Game.tsx',
  '/results': 'web/src/routes/Results.tsx',
  '/stats': 'web/src/routes/Stats.tsx',
  '/leaderboard': 'web/src/routes/Leaderboard.tsx',
  '/feedback': 'web/src/routes/Feedback.tsx',
  '/privacy': 'web/src/routes/static/Privacy.tsx',
  '/terms': 'web/src/routes/static/Terms.tsx',
  '/advertise': 'web/src/routes/static/Advertise.tsx',
  '/blog': 'web/src/routes/static/Blog.tsx',
  '/barfights': 'web/src/routes/static/BarFights.tsx',
  '/barfightsfuture': 'web/src/routes/static/BarFightsFuture.tsx',
} as const;
