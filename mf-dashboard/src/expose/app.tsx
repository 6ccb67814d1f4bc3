// The one module this remote exposes (`mf-dashboard/App`). The shell renders it inside its
// router and providers; standalone.tsx renders it alone.
import '../i18n.ts';
import { AppProviders } from '@tm/api-client/app-providers';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';

/**
 * The shell passes no props (NoProps): a project's dashboard is its address,
 * `/dashboard/{KEY}`. `projectKey` is the standalone page's `?project=KEY`.
 */
export default function App({ projectKey = null }: { projectKey?: string | null }) {
  return (
    <AppProviders>
      <DashboardPage standaloneKey={projectKey} />
    </AppProviders>
  );
}
