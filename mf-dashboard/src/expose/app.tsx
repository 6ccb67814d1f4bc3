// The one module this remote exposes (`mf-dashboard/App`). The shell renders it inside its
// router and providers; standalone.tsx renders it alone.
import '../i18n.ts';
import { AppProviders } from '@tm/api-client/app-providers';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';

export default function App() {
  return (
    <AppProviders>
      <DashboardPage />
    </AppProviders>
  );
}
