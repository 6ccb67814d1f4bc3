// Runs this remote alone, without the shell (its own index.html, `npx vite` or the built dist/).
import '@tm/ui/styles.css';
import { loadRuntimeConfig } from '@tm/api-client/runtime-config';
import { initI18n } from '@tm/i18n/i18n';
import { BrowserRouter } from '@tm/ui/router';
import { initTheme } from '@tm/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './expose/app.tsx';
import { projectKeyInSearch } from './features/dashboard/dashboard-project.ts';

initTheme();
await Promise.all([initI18n(), loadRuntimeConfig()]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      {/* Inside the shell its layout gives the landmark; alone, the page needs its own. */}
      <main>
        {/* One project's wall screen: `?project=KEY` (the product's /dashboard/{KEY}). */}
        <App projectKey={projectKeyInSearch(window.location.search)} />
      </main>
    </BrowserRouter>
  </StrictMode>,
);
