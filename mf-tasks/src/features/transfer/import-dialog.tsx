import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@tm/api-client/api-fetch';
import { errorMessage } from '@tm/api-client/error-message';
import { useSocketEvent } from '@tm/api-client/use-socket-event';
import { TASK_STATUSES } from '@tm/domain/task/task-constants';
import {
  IMPORT_FIELDS,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
  type ImportSource,
} from '@tm/domain/transfer/task-import.schema';
import { formatShortDate } from '@tm/i18n/dates';
import { Button } from '@tm/ui/button';
import { Dialog } from '@tm/ui/dialog';
import { Select } from '@tm/ui/select';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectSelect } from '../projects/project-select.tsx';
import { useWritableProjects } from '../projects/writable-projects.ts';
import styles from './transfer.module.css';

/** The preview shows this many rows of each table; the counts say how many there are. */
const SHOWN = 50;
const NONE = '__none__';

function requestPreview(source: ImportSource, file: File, mapping?: ImportMapping): Promise<ImportPreview> {
  const form = new FormData();
  form.append('source', source);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file, file.name);
  return apiFetch<ImportPreview>('/api/import/preview', { method: 'POST', body: form });
}

/**
 * Import (issue 23): choose a CSV or a Trello board export, see what would be created
 * and what skipped (with the reason), adjust the columns and statuses, confirm, and
 * follow the transaction's progress. Nothing is created before the confirmation.
 */
export default function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('transfer');
  const ids = { source: useId(), file: useId(), project: useId() };
  const [source, setSource] = useState<ImportSource>('csv');
  // The tasks go into one project (issue 31): the scope's, else the last used.
  const projects = useWritableProjects();
  const [chosenProject, setProject] = useState<string | null>(null);
  const projectId = chosenProject ?? projects.first;
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const preview = useMutation({
    mutationFn: (mapping?: ImportMapping) => requestPreview(source, file as File, mapping),
  });
  const confirm = useMutation({
    mutationFn: (p: ImportPreview) =>
      apiFetch<ImportResult>('/api/import', {
        method: 'POST',
        body: { importId: p.importId, mapping: p.mapping, ...(projectId && { projectId }) },
      }),
  });
  const current = preview.data;
  useSocketEvent('import:progress', (p) => {
    if (p.importId === current?.importId) setProgress({ done: p.done, total: p.total });
  });

  const remap = (change: Partial<ImportMapping>) => {
    if (!current) return;
    preview.mutate({ ...current.mapping, ...change });
  };
  const restart = () => {
    preview.reset();
    confirm.reset();
    setProgress(null);
    setFile(null);
  };

  const footer = confirm.isSuccess ? (
    <>
      <Button variant="secondary" onClick={restart}>
        {t('import.again')}
      </Button>
      <Button variant="primary" onClick={onClose}>
        {t('import.close')}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose} disabled={confirm.isPending}>
        {t('import.close')}
      </Button>
      {current && (
        <Button
          variant="primary"
          disabled={current.rows.length === 0 || confirm.isPending || preview.isPending}
          onClick={() => confirm.mutate(current)}
        >
          {confirm.isPending ? t('import.importing') : t('import.confirm', { count: current.rows.length })}
        </Button>
      )}
    </>
  );

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !confirm.isPending && onClose()}
      title={t('import.title')}
      description={t('import.description')}
      wide
      footer={footer}
    >
      {!current && (
        <form
          className={styles.chooser}
          onSubmit={(e) => {
            e.preventDefault();
            if (file) preview.mutate(undefined);
          }}
        >
          <div className={styles.field}>
            <label htmlFor={ids.source}>{t('import.source')}</label>
            <Select
              id={ids.source}
              value={source}
              onValueChange={setSource}
              options={[
                { value: 'csv' as const, label: t('import.sourceCsv') },
                { value: 'trello' as const, label: t('import.sourceTrello') },
              ]}
            />
          </div>
          {projectId && (
            <div className={styles.field}>
              <label htmlFor={ids.project}>{t('import.project')}</label>
              <ProjectSelect
                id={ids.project}
                value={projectId}
                projects={projects.writable}
                onChange={setProject}
              />
            </div>
          )}
          <div className={styles.field}>
            <label htmlFor={ids.file}>{t('import.file')}</label>
            <input
              id={ids.file}
              type="file"
              className="tm-input"
              accept={source === 'csv' ? '.csv,text/csv' : '.json,application/json'}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </div>
          <Button type="submit" variant="primary" disabled={!file || preview.isPending}>
            {preview.isPending ? t('import.previewing') : t('import.preview')}
          </Button>
        </form>
      )}
      {preview.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(preview.error, t('import.previewFailed'))}
        </p>
      )}
      {current && !confirm.isSuccess && (
        <PreviewBody preview={current} busy={preview.isPending || confirm.isPending} onRemap={remap} />
      )}
      {(confirm.isPending || progress) && current && !confirm.isSuccess && (
        <div className={styles.progress}>
          <label htmlFor={`${ids.file}-progress`}>{t('import.progress')}</label>
          <progress
            id={`${ids.file}-progress`}
            max={progress?.total ?? current.rows.length}
            value={progress?.done ?? 0}
          />
        </div>
      )}
      {confirm.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(confirm.error, t('import.failed'))}
        </p>
      )}
      {confirm.isSuccess && (
        <p role="status" className={styles.done} data-testid="import-done">
          {t('import.done', { count: confirm.data.created })}
        </p>
      )}
    </Dialog>
  );
}

function PreviewBody({
  preview,
  busy,
  onRemap,
}: {
  preview: ImportPreview;
  busy: boolean;
  onRemap: (change: Partial<ImportMapping>) => void;
}) {
  const { t } = useTranslation(['transfer', 'common']);
  const statusOptions = [
    ...TASK_STATUSES.map((s) => ({ value: s as string, label: t(`common:status.${s}`) })),
    { value: 'skip', label: t('import.skipStatus') },
  ];
  const columnOptions = [
    { value: NONE, label: t('import.notImported') },
    ...preview.columns.map((c) => ({ value: c, label: c })),
  ];
  return (
    <div className={styles.preview} aria-busy={busy}>
      {preview.source === 'csv' && (
        <fieldset className={styles.mapping}>
          <legend>{t('import.mappingTitle')}</legend>
          {IMPORT_FIELDS.map((field) => (
            <div key={field} className={styles.field}>
              <span aria-hidden="true">{t(`import.fields.${field}`)}</span>
              <Select
                aria-label={t(`import.fields.${field}`)}
                value={preview.mapping.columns[field] ?? NONE}
                disabled={busy}
                onValueChange={(v) =>
                  onRemap({ columns: { ...preview.mapping.columns, [field]: v === NONE ? null : v } })
                }
                options={columnOptions}
              />
            </div>
          ))}
        </fieldset>
      )}
      {preview.statusValues.length > 0 && (
        <fieldset className={styles.mapping}>
          <legend>
            {preview.source === 'trello' ? t('import.statusesTrello') : t('import.statusesTitle')}
          </legend>
          {preview.statusValues.map((value) => (
            <div key={value} className={styles.field}>
              <span aria-hidden="true">{value}</span>
              <Select
                aria-label={value}
                value={preview.mapping.statuses[value] ?? 'skip'}
                disabled={busy}
                onValueChange={(v) =>
                  onRemap({ statuses: { ...preview.mapping.statuses, [value]: v as 'todo' | 'skip' } })
                }
                options={statusOptions}
              />
            </div>
          ))}
        </fieldset>
      )}
      <p className={styles.summary} role="status" data-testid="import-summary">
        {t('import.summary', { count: preview.rows.length })} ·{' '}
        {t('import.skippedSummary', { count: preview.skipped.length })}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section aria-labelledby="import-rows" className={styles.tableWrap} tabIndex={0}>
        <h3 id="import-rows" className={styles.tableTitle}>
          {t('import.rowsTable')}
        </h3>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('import.row')}</th>
              <th scope="col">{t('import.fields.title')}</th>
              <th scope="col">{t('import.fields.status')}</th>
              <th scope="col">{t('import.fields.priority')}</th>
              <th scope="col">{t('import.fields.dueDate')}</th>
              <th scope="col">{t('import.fields.labels')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.slice(0, SHOWN).map((r) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                <td>
                  {r.title}
                  {r.notes.length > 0 && <div className={styles.muted}>{r.notes.join('; ')}</div>}
                </td>
                <td>{t(`common:status.${r.status}`)}</td>
                <td>{t(`common:priority.${r.priority}`)}</td>
                <td>{r.dueDate ? formatShortDate(r.dueDate) : ''}</td>
                <td>{r.labels.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {preview.rows.length > SHOWN && (
          <p className={styles.muted}>{t('import.more', { count: preview.rows.length - SHOWN })}</p>
        )}
      </section>
      {preview.skipped.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
        <section aria-labelledby="import-skipped" className={styles.tableWrap} tabIndex={0}>
          <h3 id="import-skipped" className={styles.tableTitle}>
            {t('import.skippedTable')}
          </h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('import.row')}</th>
                <th scope="col">{t('import.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.skipped.slice(0, SHOWN * 4).map((s) => (
                <tr key={`${s.row}-${s.reason}`}>
                  <td>{s.row}</td>
                  <td>{s.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
