import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { useTRPC } from '@tm/api-client/trpc';
import { Button } from '@tm/ui/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './push-i18n.ts';
import { currentPushState, disablePush, enablePush, type PushState } from './browser-push.ts';
import styles from './push-device-setting.module.css';

/**
 * "Enable push on this device" (issue 20): the only place the browser's notification
 * permission is asked for, after the member presses the button, never on page load.
 */
export function PushDeviceSetting() {
  const { t } = useTranslation('push');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushState | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    currentPushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);
  const subscribe = useMutation(trpc.push.subscribe.mutationOptions());
  const unsubscribe = useMutation(trpc.push.unsubscribe.mutationOptions());
  const toggle = useMutation({
    mutationFn: async (on: boolean): Promise<PushState> => {
      if (!on) {
        const id = await disablePush();
        if (id) await unsubscribe.mutateAsync({ id }).catch(() => undefined);
        return 'off';
      }
      const { publicKey } = await queryClient.fetchQuery(trpc.push.publicKey.queryOptions());
      return enablePush(publicKey, (subscription) =>
        subscribe.mutateAsync({
          endpoint: subscription.endpoint ?? '',
          keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
        }),
      );
    },
    onMutate: () => setError(null),
    onSuccess: setState,
    onError: (err) => setError(t('failed', { reason: errorMessage(err, String(err)) })),
  });

  if (state === null) return null;
  return (
    <section className={styles.setting} aria-labelledby="push-setting-title">
      <h3 id="push-setting-title" className={styles.title}>
        {t('title')}
      </h3>
      <p className={styles.text}>{t('description')}</p>
      <p className={styles.text} role="status">
        {t(state)}
      </p>
      {(state === 'off' || state === 'on') && (
        <Button
          variant="secondary"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(state === 'off')}
        >
          {state === 'off' ? t('enable') : t('disable')}
        </Button>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
