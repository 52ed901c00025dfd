// First: the session check and the screen's first page leave before anything else runs
// (app/early-start.ts, which index.html also loads on its own, async).
import './app/early-start';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import './app/styles.css';
import './app/icons';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { startServiceWorker } from './offline/sw/register';

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
