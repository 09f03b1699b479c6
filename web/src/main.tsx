import '@fontsource/anton/latin-400.css';
import '@fontsource/inter/latin-400.css';
// Two weights of Inter: text set heavier than 700 uses the 700 face, 24 KB less on every first visit.
import '@fontsource/inter/latin-700.css';
import './styles/global.css';
import './lib/install-prompt';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './lib/sw';
import { preloadRoute } from './routes/table';

const render = () =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first page's code arrives alongside this bundle: waiting for it paints the page whole, not "Loading…" first.
void preloadRoute(window.location.pathname).then(render);

registerServiceWorker();
