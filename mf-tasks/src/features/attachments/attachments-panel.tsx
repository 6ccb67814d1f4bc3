import './attachments-i18n.ts';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@tm/api-client/session';
import { useTRPC } from '@tm/api-client/trpc';
import { useSocketEvent } from '@tm/api-client/use-socket-event';
import type { Attachment } from '@tm/domain/task/task.schema';
import { Badge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { ChevronDown, Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentDropZone } from './attachment-drop-zone.tsx';
import { AttachmentRow } from './attachment-row.tsx';
import styles from './attachments-panel.module.css';
import { useAttachmentUpload } from './use-attachment-upload.ts';

/** The task card's attachments: closed at first, loads the list when opened (SPEC 2). */
export default function AttachmentsPanel({ taskId }: { taskId: string }) {
  const { t } = useTranslation('attachments');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery({ ...trpc.attachments.list.queryOptions({ taskId }), enabled: open });
  // Someone else added or removed a file of this task: an open panel reloads its list.
  useSocketEvent('attachments:changed', (changed) => {
    if (changed.taskId === taskId)
      void queryClient.invalidateQueries({ queryKey: trpc.attachments.list.queryKey({ taskId }) });
  });

  return (
    <section className={styles.panel} data-attachments-for={taskId}>
      <Button
        variant="ghost"
        size="sm"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        icon={<Paperclip size={16} aria-hidden="true" />}
        onClick={() => setOpen((o) => !o)}
      >
        {t('title')}
        {list.data && <Badge>{t('count', { count: list.data.length })}</Badge>}
        <ChevronDown size={16} aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron} />
      </Button>
      {open && (
        <div id={bodyId} className={styles.body}>
          <PanelBody taskId={taskId} list={list} />
        </div>
      )}
    </section>
  );
}

function PanelBody({ taskId, list }: { taskId: string; list: UseQueryResult<Attachment[], unknown> }) {
  const { t } = useTranslation('attachments');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const upload = useAttachmentUpload(taskId);
  const listKey = trpc.attachments.list.queryKey({ taskId });
  const remove = useMutation(
    trpc.attachments.remove.mutationOptions({
      onSuccess: ({ id }) => queryClient.setQueryData(listKey, (old) => old?.filter((a) => a.id !== id)),
      // SPEC 8: a failed delete is only logged; the list is refreshed either way.
      onError: (err) => console.error('Failed to delete attachment', err),
      onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
    }),
  );

  return (
    <>
      <AttachmentDropZone upload={upload} />
      {list.isPending ? (
        <LoadingState label={t('loading')} />
      ) : list.isError ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {list.data.map((a) => (
            <AttachmentRow
              key={a.id}
              attachment={a}
              canDelete={a.uploaderId === user?.id}
              onDelete={(id) => remove.mutate({ id })}
            />
          ))}
        </ul>
      )}
    </>
  );
}
