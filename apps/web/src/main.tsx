import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startSession } from './auth/session';
import { installErrorCapture } from './errors/error-log-store';
import { applyTheme, settingsStore } from './settings/settings-store';
import './styles.css';

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
