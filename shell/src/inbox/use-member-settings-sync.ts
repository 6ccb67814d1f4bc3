import { useMutation } from '@tanstack/react-query';
import { setSessionUser } from '@tm/api-client/session-store';
import { useTRPC } from '@tm/api-client/trpc';
import { isTimeZone } from '@tm/domain/user/reminder-settings';
import type { User } from '@tm/domain/user/user.schema';
import { currentLanguage, i18n } from '@tm/i18n/i18n';
import { useEffect, useRef } from 'react';

/**
 * Tells the server what only the browser knows (issue 20): the member's time zone,
 * once, while the stored one is still the default `UTC` (afterwards it is theirs to
 * change in the notification settings); and the language they use the app in, so
 * notification mail is written in it. Runs for signed-in members only.
 */
export function useMemberSettingsSync(user: User) {
  const trpc = useTRPC();
  const save = useMutation(
    trpc.users.updateSettings.mutationOptions({ onSuccess: (updated) => setSessionUser(updated) }),
  );
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const sync = () => {
      const change: { timeZone?: string; language?: User['language'] } = {};
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (user.timeZone === 'UTC' && zone && zone !== 'UTC' && isTimeZone(zone)) change.timeZone = zone;
      const language = currentLanguage();
      if (language !== user.language) change.language = language;
      const key = JSON.stringify(change);
      if (key === '{}' || sent.current === key) return;
      sent.current = key;
      save.mutate({ id: user.id, ...change });
    };
    sync();
    i18n.on('languageChanged', sync);
    return () => {
      i18n.off('languageChanged', sync);
    };
  }, [user.id, user.timeZone, user.language, save.mutate]);
}
