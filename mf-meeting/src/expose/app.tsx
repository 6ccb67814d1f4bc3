// The one module this remote exposes (`mf-meeting/App`). The shell renders it inside its
// router and providers; standalone.tsx renders it alone.
import '../i18n.ts';
import { AppProviders } from '@tm/api-client/app-providers';
import { MeetingPage } from '../features/meeting/meeting-page.tsx';

export default function App() {
  return (
    <AppProviders>
      <MeetingPage />
    </AppProviders>
  );
}
