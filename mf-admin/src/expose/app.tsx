// The one module this remote exposes (`mf-admin/App`). The shell renders it inside its
// router and providers; standalone.tsx renders it alone.
import '../i18n.ts';
import { AppProviders } from '@tm/api-client/app-providers';
import type { AdminRemoteProps } from '@tm/domain/remotes/remote-props';
import { useTranslation } from 'react-i18next';

export default function App(props: AdminRemoteProps) {
  void props;
  return (
    <AppProviders>
      <Screen />
    </AppProviders>
  );
}

function Screen() {
  const { t } = useTranslation('admin');
  return <h1>{t('title')}</h1>;
}
