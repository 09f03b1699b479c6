import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { Loading } from './components/Loading';
import { ThemeSync } from './components/ThemeSync';
import { isOpenPath } from './lib/paths';
import { BetaPage } from './routes/Beta';
import { NotFoundPage } from './routes/NotFound';
import { hasBetaAccessAtom } from './state/beta';
import { currentUserAtom } from './state/user';

const StartPage = lazy(() => import('./routes/Start'));
const GamePage = lazy(() => import('./routes/Game'));

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

  // A new page starts at its top.
  useEffect(() => {
    if (path) window.scrollTo(0, 0);
  }, [path]);

  // The app shell: without beta access, any path that is not open leads to /beta.
  if (!hasBeta && !isOpenPath(path)) return <Redirect to="/beta" replace />;

  return (
    <>
      <ThemeSync />
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
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </>
  );
}
