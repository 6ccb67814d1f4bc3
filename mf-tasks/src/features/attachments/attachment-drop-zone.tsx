import { Upload } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './attachments-panel.module.css';
import { firstFile } from './first-file.ts';
import type { UploadState } from './use-attachment-upload.ts';

/** Drop zone and file picker in one: the whole zone is the picker's label. */
export function AttachmentDropZone({ upload }: { upload: UploadState }) {
  const { t } = useTranslation(['attachments', 'errors']);
  const [dragging, setDragging] = useState(false);
  const busy = upload.current !== null;

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = firstFile(e.dataTransfer.files);
    if (file && !busy) upload.upload(file);
  };

  return (
    <div className={styles.zoneWrap}>
      <label
        className={`${styles.zone} ${dragging ? styles.zoneActive : ''} ${busy ? styles.zoneBusy : ''}`}
        data-testid="attachment-drop-zone"
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Upload size={20} aria-hidden="true" />
        <span>{dragging ? t('dropActive') : t('dropZone')}</span>
        <span className={styles.muted}>{t('maxSize')}</span>
        <input
          type="file"
          className="tm-visually-hidden"
          disabled={busy}
          onChange={(e) => {
            const file = firstFile(e.currentTarget.files);
            e.currentTarget.value = ''; // choosing the same file again still triggers a change
            if (file) upload.upload(file);
          }}
        />
      </label>
      {upload.current && (
        <div className={styles.progress} role="status">
          <span className={styles.progressName}>{t('uploading', { name: upload.current.name })}</span>
          <progress
            max={100}
            value={Math.round(upload.current.progress * 100)}
            aria-label={t('uploadProgress', { name: upload.current.name })}
          />
          <span className={styles.muted}>{Math.round(upload.current.progress * 100)}%</span>
        </div>
      )}
      {upload.problem && (
        <p className={styles.problem} role="alert">
          {upload.problem === 'tooLarge' ? t('errors:FILE_TOO_LARGE') : t('uploadFailed')}
        </p>
      )}
    </div>
  );
}
