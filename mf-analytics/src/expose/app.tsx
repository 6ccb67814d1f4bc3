// The one module this remote exposes (`mf-analytics/App`). The shell renders it inside its
// router and providers; standalone.tsx renders it alone.
import '../i18n.ts';
import { AppProviders } from '@tm/api-client/app-providers';
import { AnalyticsPage } from '../features/analytics/analytics-page.tsx';

export default function App() {
  return (
    <AppProviders>
      <AnalyticsPage />
    </AppProviders>
  );
}
