import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerConsoleAreas } from './app/areas';
import { startSession } from './platform/auth/session';
import { installErrorCapture } from './platform/errors/error-log-store';
import { applyTheme, settingsStore } from './platform/settings/settings-store';
import './styles.css';

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
