import '../integrations/integrations-i18n.ts';
import { useSession } from '@tm/api-client/session';
import { calendarFileName } from '@tm/domain/calendar/calendar-file-name';
import { Button } from '@tm/ui/button';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { Dialog } from '@tm/ui/dialog';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { CalendarPlus, Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './calendar.module.css';
import { CalendarInstructions } from './calendar-instructions.tsx';
import { CopyField } from './copy-field.tsx';
import { useCalendarLinks } from './use-calendar-links.ts';

/**
 * The calendar subscription modal: the user's webcal address with a copy
 * button, a download of the same feed, how to subscribe in Google, Apple and
 * Outlook, and a reset that revokes the address given out before.
 */
export default function CalendarPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('integrations');
  const { user } = useSession();
  const { links, rotate } = useCalendarLinks(user?.id ?? '');
  const [confirming, setConfirming] = useState(false);
  const fileName = calendarFileName(user?.name ?? '');

  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t('calendar.title')}
      description={t('calendar.description')}
    >
      {links.isError && <ErrorState title={t('calendar.loadFailed')} onRetry={() => void links.refetch()} />}
      {!links.data && !links.isError && <LoadingState />}
      {links.data && (
        <div className={styles.body}>
          <CopyField
            label={t('calendar.address')}
            hint={t('calendar.addressHint')}
            value={links.data.webcalUrl}
          />
          <div className={styles.links}>
            <Button asChild variant="primary">
              <a href={links.data.webcalUrl}>
                <CalendarPlus size={16} aria-hidden="true" />
                {t('calendar.openInApp')}
              </a>
            </Button>
            <Button asChild>
              <a href={links.data.url} download={fileName}>
                <Download size={16} aria-hidden="true" />
                {t('calendar.download', { fileName })}
              </a>
            </Button>
          </div>
          <p className={styles.note}>{t('calendar.reachable')}</p>
          <CalendarInstructions />
          <div className={styles.footer}>
            <div role="status" aria-live="polite">
              {rotate.isSuccess && <p className={styles.rotated}>{t('calendar.rotated')}</p>}
              {rotate.isError && <p className={styles.failed}>{t('calendar.rotateFailed')}</p>}
            </div>
            <Button
              variant="ghost"
              icon={<RefreshCw size={16} aria-hidden="true" />}
              disabled={rotate.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('calendar.rotate')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('calendar.rotateTitle')}
        description={t('calendar.rotateText')}
        confirmLabel={t('calendar.rotateConfirm')}
        onConfirm={() => rotate.mutate()}
      />
    </Dialog>
  );
}
