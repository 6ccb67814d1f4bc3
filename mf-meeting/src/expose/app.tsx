// The one module this remote exposes (`mf-meeting/App`). The shell renders it inside its
// router and providers; standalone.tsx renders it alone.
import '../i18n.ts';
import { AppProviders } from '@tm/api-client/app-providers';
import { useTranslation } from 'react-i18next';

export default function App() {
  return (
    <AppProviders>
      <Screen />
    </AppProviders>
  );
}

function Screen() {
  const { t } = useTranslation('meeting');
  return <h1>{t('title')}</h1>;
}
