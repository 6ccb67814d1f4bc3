import type { Project } from '@tm/domain/api/wire-projects.schema';
import {
  CLIENT_APPROVALS,
  RECURRENCE_PATTERNS,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from '@tm/domain/task/task-constants';
import type { PublicUser } from '@tm/domain/user/user.schema';
import { Select } from '@tm/ui/select';
import { TextField } from '@tm/ui/text-field';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelPicker } from '../labels/label-picker.tsx';
import { ProjectSelect } from '../projects/project-select.tsx';
import { DescriptionEditor } from './description-editor.tsx';
import styles from './task-form.module.css';
import type { RecurrenceChoice, TaskFormValues } from './task-form-values.ts';

// Radix Select items cannot have an empty value: this stands for "nobody".
const UNASSIGNED = '__unassigned';

export interface TaskFormFieldsProps {
  values: TaskFormValues;
  onChange: (change: Partial<TaskFormValues>) => void;
  users: PublicUser[];
  /** Recurrence only when creating, status only when editing (SPEC 2). */
  editing: boolean;
  /** Where a new task may go (issue 31); an existing one moves from its own view. */
  projects: readonly Project[];
}

export function TaskFormFields({ values, onChange, users, editing, projects }: TaskFormFieldsProps) {
  const { t } = useTranslation(['tasks', 'common', 'errors']);
  const ids = {
    project: useId(),
    assignee: useId(),
    priority: useId(),
    approval: useId(),
    comment: useId(),
    extra: useId(),
  };
  const [titleTouched, setTitleTouched] = useState(false);

  return (
    <div className={styles.grid}>
      <TextField
        className={styles.full}
        label={t('form.title')}
        placeholder={t('form.titlePlaceholder')}
        value={values.title}
        required
        autoFocus
        maxLength={500}
        onChange={(e) => onChange({ title: e.target.value })}
        onBlur={() => setTitleTouched(true)}
        error={titleTouched && values.title.trim() === '' ? t('form.titleRequired') : undefined}
      />
      {!editing && projects.length > 0 && (
        <Field id={ids.project} label={t('form.project')}>
          <ProjectSelect
            id={ids.project}
            value={values.projectId}
            projects={projects}
            // Labels belong to a project: those chosen in another do not come along.
            onChange={(projectId) => onChange({ projectId, labelIds: [] })}
          />
        </Field>
      )}
      <DescriptionEditor value={values.description} onChange={(description) => onChange({ description })} />
      <LabelPicker
        className={styles.full}
        projectId={values.projectId}
        value={values.labelIds}
        onChange={(labelIds) => onChange({ labelIds })}
      />
      <Field id={ids.assignee} label={t('form.assignee')}>
        <Select
          id={ids.assignee}
          value={values.assigneeId || UNASSIGNED}
          onValueChange={(v) => onChange({ assigneeId: v === UNASSIGNED ? '' : v })}
          options={[
            { value: UNASSIGNED, label: t('form.unassigned') },
            ...users.map((u) => ({ value: u.id, label: `${u.avatar} ${u.name}` })),
          ]}
        />
      </Field>
      <TextField
        label={t('form.dueDate')}
        type="date"
        value={values.dueDate}
        onChange={(e) => onChange({ dueDate: e.target.value })}
      />
      <Field id={ids.priority} label={t('form.priority')}>
        <Select
          id={ids.priority}
          value={values.priority}
          onValueChange={(priority) => onChange({ priority })}
          options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`common:priority.${p}`) }))}
        />
      </Field>
      <Field id={ids.approval} label={t('form.clientApproval')}>
        <Select
          id={ids.approval}
          value={values.clientApproval}
          onValueChange={(clientApproval) => onChange({ clientApproval })}
          options={CLIENT_APPROVALS.map((a) => ({ value: a, label: t(`common:approval.${a}`) }))}
        />
      </Field>
      <div className={`tm-field ${styles.full}`}>
        <label className="tm-field__label" htmlFor={ids.comment}>
          {t('form.approvalComment')}
        </label>
        <textarea
          id={ids.comment}
          className={`tm-input ${styles.textarea}`}
          value={values.approvalComment}
          maxLength={10_000}
          rows={2}
          onChange={(e) => onChange({ approvalComment: e.target.value })}
        />
      </div>
      {editing ? (
        <Field id={ids.extra} label={t('form.status')}>
          <Select
            id={ids.extra}
            value={values.status}
            onValueChange={(status) => onChange({ status })}
            options={TASK_STATUSES.map((s) => ({ value: s, label: t(`common:status.${s}`) }))}
          />
        </Field>
      ) : (
        <Field id={ids.extra} label={t('form.recurrence')}>
          <Select<RecurrenceChoice>
            id={ids.extra}
            value={values.recurrence}
            onValueChange={(recurrence) => onChange({ recurrence })}
            options={(['none', ...RECURRENCE_PATTERNS] as const).map((r) => ({
              value: r,
              label: t(`form.recurrenceOptions.${r}`),
            }))}
          />
        </Field>
      )}
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="tm-field">
      <label className="tm-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}
