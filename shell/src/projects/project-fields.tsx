import type { LabelColor } from '@tm/domain/label/label-constants';
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_KEY_PATTERN,
  PROJECT_NAME_MAX,
} from '@tm/domain/project/project-constants';
import { Switch } from '@tm/ui/switch';
import { TextField } from '@tm/ui/text-field';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectColorSelect } from './project-color-select.tsx';
import styles from './projects.module.css';

/** What the new-project form and the settings page edit. */
export interface ProjectValues {
  name: string;
  key: string;
  color: LabelColor;
  description: string;
  openToAllMembers: boolean;
}

/** Whether the values may be sent: a name, and a key the server takes (it capitalises). */
export const validProject = (v: ProjectValues) =>
  v.name.trim() !== '' && PROJECT_KEY_PATTERN.test(v.key.trim().toUpperCase());

/** The fields a project is made of; errors show once a field has been typed in. */
export function ProjectFields({
  values,
  onChange,
  touched,
}: {
  values: ProjectValues;
  onChange: (change: Partial<ProjectValues>) => void;
  /** Which fields the member has typed in (their errors show). */
  touched: { name?: boolean; key?: boolean };
}) {
  const { t } = useTranslation('projects');
  const colorId = useId();
  const descriptionId = useId();
  const key = values.key.trim().toUpperCase();
  return (
    <div className={styles.fields}>
      <TextField
        label={t('form.name')}
        value={values.name}
        required
        maxLength={PROJECT_NAME_MAX}
        onChange={(e) => onChange({ name: e.target.value })}
        error={touched.name && values.name.trim() === '' ? t('form.nameRequired') : undefined}
      />
      <TextField
        label={t('form.key')}
        value={values.key}
        required
        maxLength={10}
        autoCapitalize="characters"
        spellCheck={false}
        className={styles.keyField}
        onChange={(e) => onChange({ key: e.target.value.toUpperCase() })}
        hint={t('form.keyHint', { example: `${PROJECT_KEY_PATTERN.test(key) ? key : 'WEB'}-42` })}
        error={touched.key && !PROJECT_KEY_PATTERN.test(key) ? t('form.keyInvalid') : undefined}
      />
      <div className="tm-field">
        <label className="tm-field__label" htmlFor={colorId}>
          {t('form.color')}
        </label>
        <ProjectColorSelect id={colorId} value={values.color} onChange={(color) => onChange({ color })} />
      </div>
      <div className={`tm-field ${styles.full}`}>
        <label className="tm-field__label" htmlFor={descriptionId}>
          {t('form.description')}
        </label>
        <textarea
          id={descriptionId}
          className={`tm-input ${styles.textarea}`}
          value={values.description}
          maxLength={PROJECT_DESCRIPTION_MAX}
          rows={3}
          aria-describedby={`${descriptionId}-hint`}
          onChange={(e) => onChange({ description: e.target.value })}
        />
        <p id={`${descriptionId}-hint`} className="tm-field__hint">
          {t('form.descriptionHint')}
        </p>
      </div>
      <div className={styles.full}>
        <Switch
          checked={values.openToAllMembers}
          onCheckedChange={(openToAllMembers) => onChange({ openToAllMembers })}
          label={t('form.open')}
        />
        <p className="tm-field__hint">{t('form.openHint')}</p>
      </div>
    </div>
  );
}
