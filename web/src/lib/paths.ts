/** Spec 000 §2: paths anyone may open without beta access. */
export const OPEN_PATHS = [
  '/beta',
  '/feedback',
  '/privacy',
  '/terms',
  '/blog',
  '/barfights',
  '/barfightsfuture',
  '/advertise',
  '/marketplace',
  '/adminpanel',
  '/advertiser-auth',
  '/advertiser-dashboard',
] as const;

export const isOpenPath = (path: string) => OPEN_PATHS.some((open) => path === open || path.startsWith(`${open}/`));
