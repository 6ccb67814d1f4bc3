import { Switch } from '@tm/ui/switch';
import { useTheme } from '@tm/ui/theme';
import { useTranslation } from 'react-i18next';

/** The login page's dark-mode toggle (the profile menu offers light, dark and system). */
export function DarkModeSwitch() {
  const { t } = useTranslation('shell');
  const { resolved, setPreference } = useTheme();
  return (
    <Switch
      checked={resolved === 'dark'}
      onCheckedChange={(dark) => setPreference(dark ? 'dark' : 'light')}
      label={t('login.darkMode')}
    />
  );
}
