// The one module this remote exposes (`mf-tasks/App`). The shell renders it inside its
// router and providers; standalone.tsx renders it alone.
import '../i18n.ts';
import { AppProviders } from '@tm/api-client/app-providers';
import type { TasksRemoteProps } from '@tm/domain/remotes/remote-props';
import { useTranslation } from 'react-i18next';

export default function App(props: TasksRemoteProps) {
  void props;
  return (
    <AppProviders>
      <Screen />
    </AppProviders>
  );
}

function Screen() {
  const { t } = useTranslation('tasks');
  return <h1>{t('title')}</h1>;
}
