import { useSession } from '@tm/api-client/session';
import type { User } from '@tm/domain/user/user.schema';
import { currentLanguage, setLanguage } from '@tm/i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@tm/i18n/languages';
import { Avatar } from '@tm/ui/avatar';
import { Menu, MenuCheckboxItem, MenuItem, MenuLabel, MenuRadioGroup, MenuSeparator } from '@tm/ui/menu';
import { type ThemePreference, useTheme } from '@tm/ui/theme';
import {
  KeyRound,
  LogOut,
  Mail,
  Monitor,
  Moon,
  ScrollText,
  Shield,
  Sun,
  UserCog,
  Webhook,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOpenAdminPanel } from '../admin/admin-panel-context.ts';
import styles from './header.module.css';
import { type NotificationPrefs, useNotificationPrefs } from './notification-prefs.ts';
import { ProfileTrigger } from './profile-trigger.tsx';

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;
const THEME_KEYS = {
  light: 'profile.themeLight',
  dark: 'profile.themeDark',
  system: 'profile.themeSystem',
} as const;
const NOTIFY_KEYS: Record<keyof NotificationPrefs, `profile.${keyof NotificationPrefs}`> = {
  emailOnAssign: 'profile.emailOnAssign',
  emailOnComplete: 'profile.emailOnComplete',
  emailOnComment: 'profile.emailOnComment',
};

/** The profile menu; loaded on first use (lazy-profile-menu.tsx), then opened at once (`defaultOpen`). */
export default function ProfileMenu({ user, defaultOpen }: { user: User; defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const { signOut } = useSession();
  const { preference, setPreference } = useTheme();
  const openPanel = useOpenAdminPanel();
  const [prefs, setPref] = useNotificationPrefs(user.id);
  const demo = !user.email || !user.hasPassword;

  return (
    <Menu trigger={<ProfileTrigger user={user} />} defaultOpen={defaultOpen}>
      <div className={styles.profileHead}>
        <Avatar emoji={user.avatar} size="lg" />
        <div>
          <p className={styles.profileName}>{user.name}</p>
          <p className={styles.profileEmail}>{demo ? t('profile.demoMode') : user.email}</p>
        </div>
      </div>
      <MenuSeparator />
      <MenuLabel>{t('profile.language')}</MenuLabel>
      <MenuRadioGroup<Language>
        value={currentLanguage()}
        onValueChange={(lang) => void setLanguage(lang)}
        options={LANGUAGES.map((l) => ({ value: l, label: <span lang={l}>{LANGUAGE_NAMES[l]}</span> }))}
      />
      <MenuSeparator />
      <MenuLabel>{t('profile.theme')}</MenuLabel>
      <MenuRadioGroup<ThemePreference>
        value={preference}
        onValueChange={setPreference}
        options={(['light', 'dark', 'system'] as const).map((p) => {
          const Icon = THEME_ICONS[p];
          return { value: p, label: t(THEME_KEYS[p]), icon: <Icon size={16} aria-hidden="true" /> };
        })}
      />
      <MenuSeparator />
      <MenuLabel>{t('profile.notifications')}</MenuLabel>
      {(Object.keys(NOTIFY_KEYS) as (keyof NotificationPrefs)[]).map((k) => (
        <MenuCheckboxItem key={k} checked={prefs[k]} onCheckedChange={(v) => setPref(k, v)}>
          {t(NOTIFY_KEYS[k])}
        </MenuCheckboxItem>
      ))}
      <MenuSeparator />
      <MenuItem icon={<UserCog size={16} aria-hidden="true" />} onSelect={() => openPanel('profile')}>
        {t('profile.profile')}
      </MenuItem>
      {/* The e-mail settings are the server's (every device); the flags above are this device's alone. */}
      <MenuItem icon={<Mail size={16} aria-hidden="true" />} onSelect={() => openPanel('notifications')}>
        {t('profile.notificationSettings')}
      </MenuItem>
      <MenuItem icon={<KeyRound size={16} aria-hidden="true" />} onSelect={() => openPanel('tokens')}>
        {t('profile.apiTokens')}
      </MenuItem>
      {user.isAdmin && (
        <MenuItem icon={<Shield size={16} aria-hidden="true" />} onSelect={() => openPanel('users')}>
          {t('profile.userAdmin')}
        </MenuItem>
      )}
      {user.isAdmin && (
        <MenuItem icon={<Webhook size={16} aria-hidden="true" />} onSelect={() => openPanel('webhooks')}>
          {t('profile.webhooks')}
        </MenuItem>
      )}
      {user.isAdmin && (
        <MenuItem icon={<ScrollText size={16} aria-hidden="true" />} onSelect={() => openPanel('audit')}>
          {t('profile.auditLog')}
        </MenuItem>
      )}
      <MenuSeparator />
      <MenuItem icon={<LogOut size={16} aria-hidden="true" />} onSelect={() => void signOut()}>
        {t('profile.signOut')}
      </MenuItem>
    </Menu>
  );
}
