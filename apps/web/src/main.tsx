import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import { App } from './app/app';
import { registerConsoleAreas } from './app/areas';
import { startSession } from './platform/auth/session';
import { installErrorCapture } from './platform/errors/error-log-store';
import { applyTheme, settingsStore } from './platform/settings/settings-store';
import './styles.css';

// zod probes `new Function` on its first object parse to pick a faster parser; under the
// console's CSP (no 'unsafe-eval') the probe is blocked and reported as a violation.
configureZod({ jitless: true });
registerConsoleAreas();
applyTheme(settingsStore.get().theme);
installErrorCapture();
startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
