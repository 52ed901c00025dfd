import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import './app/styles.css';
import './app/icons';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { earlyMe } from './app/early';
import { createAppRouter } from './app/router';
import { beginScreenPrefetch } from './app/prefetch';
import { beginSessionCheck } from './app/session/startup';
import { startServiceWorker } from './offline/sw/register';

// The stored session is checked, and the screen's first data asked for, while the screen's code
// loads, not after it, and without waiting for Apollo's (session/startup.ts, app/prefetch.ts,
// app/early.ts).
beginSessionCheck(earlyMe);
beginScreenPrefetch(window.location.pathname);

// The installable app's worker (production builds only): the shell and the POS offline.
startServiceWorker();

// Focus rings for keyboard users only; mouse clicks do not leave outlines on buttons.
FocusStyleManager.onlyShowFocusOnTabs();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);
