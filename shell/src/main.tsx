import '@tm/ui/styles.css';
import { initI18n } from '@tm/i18n/i18n';
import { initTheme } from '@tm/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { registerServiceWorker } from './notifications/register-service-worker.ts';
import { preloadRemoteAt } from './remotes/preload-remote.ts';

preloadRemoteAt(window.location.pathname);
initTheme();
registerServiceWorker();
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
