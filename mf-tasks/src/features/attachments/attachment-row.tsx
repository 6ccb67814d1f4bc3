import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import { formatFileSize } from '@tm/domain/task/format-file-size';
import type { Attachment } from '@tm/domain/task/task.schema';
import { Avatar } from '@tm/ui/avatar';
import { Button } from '@tm/ui/button';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './attachments-panel.module.css';

export interface AttachmentRowProps {
  attachment: Attachment;
  /** SPEC 6: only the uploader sees the delete button. */
  canDelete: boolean;
  onDelete: (id: string) => void;
}

export function AttachmentRow({ attachment: a, canDelete, onDelete }: AttachmentRowProps) {
  const { t, i18n } = useTranslation('attachments');
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={styles.row}>
      <FileText size={18} aria-hidden="true" className={styles.fileIcon} />
      <div className={styles.rowMain}>
        <a className={styles.fileName} href={`${getApiBaseUrl()}${a.url}`} download={a.fileName}>
          {a.fileName}
        </a>
        <span className={styles.meta}>
          {formatFileSize(a.fileSize, i18n.language)}
          <span aria-hidden="true"> · </span>
          <Avatar emoji={a.uploader.avatar} size="sm" />
          {t('uploadedBy', { name: a.uploader.name })}
        </span>
      </div>
      {canDelete && (
        <>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('delete', { name: a.fileName })}
            icon={<Trash2 size={16} aria-hidden="true" />}
            onClick={() => setConfirming(true)}
          />
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('confirmDelete')}
            description={a.fileName}
            onConfirm={() => onDelete(a.id)}
          />
        </>
      )}
    </li>
  );
}
