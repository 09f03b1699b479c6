import { useAtomValue } from 'jotai';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { CookieNotice } from './components/CookieNotice';
import { InstallBanner } from './components/InstallBanner';
import { Loading } from './components/Loading';
import { OfflineBanner } from './components/OfflineBanner';
import { ThemeSync } from './components/ThemeSync';
import { Toasts } from './components/Toasts';
import { useNavigationTracking } from './lib/analytics';
import { isOpenPath } from './lib/paths';
import { BetaPage } from './routes/Beta';
import { NotFoundPage } from './routes/NotFound';
import { ROUTES } from './routes/table';
import { hasBetaAccessAtom } from './state/beta';
import { currentUserAtom } from './state/user';

const {
  '/start': StartPage,
  '/game': GamePage,
  '/results': ResultsPage,
  '/stats': StatsPage,
  '/leaderboard': LeaderboardPage,
  '/feedback': FeedbackPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/advertise': AdvertisePage,
  '/blog': BlogPage,
  '/barfights': BarFightsPage,
  '/barfightsfuture': BarFightsFuturePage,
} = ROUTES;

/** Gated routes need an active beta access; without it the player goes to /beta. */
function BetaGate({ children }: { children: ReactNode }) {
  return useAtomValue(hasBetaAccessAtom) ? children : <Redirect to="/beta" replace />;
}

/** Routes that need a player: without a saved user the player picks a nickname first. */
function UserGate({ children }: { children: ReactNode }) {
  return useAtomValue(currentUserAtom) ? children : <Redirect to="/start" replace />;
}

function Home() {
  const hasBeta = useAtomValue(hasBetaAccessAtom);
  const user = useAtomValue(currentUserAtom);
  return <Redirect to={hasBeta ? (user ? '/game' : '/start') : '/beta'} replace />;
}

export function App() {
  const [path] = useLocation();
  const hasBeta = useAtomValue(hasBetaAccessAtom);
  useNavigationTracking();

  // A new page starts at its top.
  useEffect(() => {
    if (path) window.scrollTo(0, 0);
  }, [path]);

  // The app shell: without beta access, any path that is not open leads to /beta.
  if (!hasBeta && !isOpenPath(path)) return <Redirect to="/beta" replace />;

  return (
    <>
      <ThemeSync />
      <OfflineBanner />
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/beta" component={BetaPage} />
          <Route path="/start">
            <BetaGate>
              <StartPage />
            </BetaGate>
          </Route>
          <Route path="/game">
            <BetaGate>
              <UserGate>
                <GamePage />
              </UserGate>
            </BetaGate>
          </Route>
          <Route path="/results">
            <BetaGate>
              <UserGate>
                <ResultsPage />
              </UserGate>
            </BetaGate>
          </Route>
          <Route path="/stats">
            <BetaGate>
              <UserGate>
                <Suspense fallback={<Loading label="Loading stats..." />}>
                  <StatsPage />
                </Suspense>
              </UserGate>
            </BetaGate>
          </Route>
          <Route path="/leaderboard">
            <BetaGate>
              <UserGate>
                <LeaderboardPage />
              </UserGate>
            </BetaGate>
          </Route>
          <Route path="/feedback" component={FeedbackPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/terms" component={TermsPage} />
          <Route path="/advertise" component={AdvertisePage} />
          <Route path="/blog" component={BlogPage} />
          <Route path="/barfights" component={BarFightsPage} />
          <Route path="/barfightsfuture" component={BarFightsFuturePage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
      <Toasts />
      <CookieNotice />
      <InstallBanner />
    </>
  );
}
