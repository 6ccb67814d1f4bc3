import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '@tm/api-client/trpc';
import { registerTwoFactorNamespace } from '@tm/i18n/register-two-factor';
import { Badge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { RecoveryCodesList } from '@tm/ui/recovery-codes';
import { LoadingState } from '@tm/ui/spinner';
import { TwoFactorEnrollment } from '@tm/ui/two-factor-enrollment';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../profile/failure-text.ts';
import { FlashMessage } from '../profile/flash-message.tsx';
import panel from '../profile/panel.module.css';
import { useFlash } from '../profile/use-flash.ts';
import { CodeConfirmForm } from './code-confirm-form.tsx';

registerTwoFactorNamespace();

type Step = 'idle' | 'enroll' | 'regenerate' | 'disable';

/**
 * The profile's "Two-factor authentication": set it up (QR code, key, first code,
 * recovery codes shown once), new recovery codes or turn it off, each with a code.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('twoFactor');
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.twoFactor.status.queryOptions());
  const [step, setStep] = useState<Step>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [flash, showFlash] = useFlash();
  const reload = () => void queryClient.invalidateQueries({ queryKey: trpc.twoFactor.status.queryKey() });
  const errorText = (err: unknown) => failureText(err, t('failed'));
  const go = (next: Step) => {
    setCodeError(null);
    showFlash(null);
    setStep(next);
  };

  const regenerate = useMutation(
    trpc.twoFactor.regenerateRecoveryCodes.mutationOptions({
      onSuccess: (result) => {
        setStep('idle');
        setCodes(result.recoveryCodes);
        reload();
      },
      onError: (err) => setCodeError(errorText(err)),
    }),
  );
  const disable = useMutation(
    trpc.twoFactor.disable.mutationOptions({
      onSuccess: () => {
        setStep('idle');
        showFlash({ kind: 'success', text: t('turnedOff') });
        reload();
      },
      onError: (err) => setCodeError(errorText(err)),
    }),
  );

  const data = status.data;
  return (
    <section className={panel.section} aria-labelledby="tm-two-factor-title">
      <h3 id="tm-two-factor-title" className={panel.sectionTitle}>
        {t('section')}{' '}
        {data && (
          <Badge tone={data.enabled ? 'success' : 'neutral'}>
            {data.enabled ? t('statusOn') : t('statusOff')}
          </Badge>
        )}
      </h3>
      <p className={panel.muted}>{t('intro')}</p>
      {data?.required && !data.enabled && <p className={panel.muted}>{t('requiredNote')}</p>}
      {data?.enabled && <p className={panel.muted}>{t('recoveryLeft', { count: data.recoveryCodesLeft })}</p>}
      <FlashMessage flash={flash} />
      {status.isPending && <LoadingState />}
      {codes ? (
        <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />
      ) : step === 'enroll' ? (
        <TwoFactorEnrollment
          setup={() => client.twoFactor.setup.mutate()}
          confirm={(code) => client.twoFactor.confirm.mutate({ code })}
          onDone={() => {
            setStep('idle');
            showFlash({ kind: 'success', text: t('enabled') });
            reload();
          }}
          onCancel={() => go('idle')}
          errorText={errorText}
        />
      ) : step === 'regenerate' ? (
        <CodeConfirmForm
          hint={t('regenerateHint')}
          submitLabel={t('regenerate')}
          error={codeError}
          busy={regenerate.isPending}
          onSubmit={(code) => regenerate.mutate({ code })}
          onCancel={() => go('idle')}
        />
      ) : step === 'disable' ? (
        <CodeConfirmForm
          hint={t('turnOffHint')}
          submitLabel={t('turnOff')}
          danger
          error={codeError}
          busy={disable.isPending}
          onSubmit={(code) => disable.mutate({ code })}
          onCancel={() => go('idle')}
        />
      ) : (
        data && (
          <div className={panel.actions}>
            {data.enabled ? (
              <>
                <Button icon={<KeyRound size={14} aria-hidden="true" />} onClick={() => go('regenerate')}>
                  {t('regenerate')}
                </Button>
                {!data.required && (
                  <Button
                    variant="danger"
                    icon={<ShieldOff size={14} aria-hidden="true" />}
                    onClick={() => go('disable')}
                  >
                    {t('turnOff')}
                  </Button>
                )}
              </>
            ) : (
              <Button
                variant="primary"
                icon={<ShieldCheck size={14} aria-hidden="true" />}
                onClick={() => go('enroll')}
              >
                {t('turnOn')}
              </Button>
            )}
          </div>
        )
      )}
    </section>
  );
}
