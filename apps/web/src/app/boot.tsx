import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installErrorCapture } from '../platform/errors/error-log-store';
import { startSession } from '../platform/auth/session';
import { applyTheme, settingsStore } from '../platform/settings/settings-store';
import { App } from './app';
import { registerConsoleAreas } from './areas';

/**
 * Starts the console once the language and the business time zone are set (main.tsx): every
 * module from here on, with the texts it builds when it loads, is evaluated in that language.
 */
export function boot(): void {
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
}
