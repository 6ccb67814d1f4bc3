import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { useTRPC } from '@tm/api-client/trpc';
import type { Project } from '@tm/domain/api/wire-projects.schema';
import { suggestProjectKey } from '@tm/domain/project/project-scope';
import { Button } from '@tm/ui/button';
import { Dialog } from '@tm/ui/dialog';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectFields, type ProjectValues, validProject } from './project-fields.tsx';
import styles from './projects.module.css';

const EMPTY: ProjectValues = { name: '', key: '', color: 'blue', description: '', openToAllMembers: false };

/**
 * "New project": its key follows the name (initials, suggestProjectKey) until the
 * member types one. The creator becomes its manager; the projects list then reads it
 * on the socket's `projects:access`, and at once from the answer here.
 */
export function NewProjectDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (p: Project) => void;
}) {
  const { t } = useTranslation(['projects', 'common']);
  const trpc = useTRPC();
  const formId = useId();
  const [values, setValues] = useState(EMPTY);
  const [keyTyped, setKeyTyped] = useState(false);
  const [touched, setTouched] = useState<{ name?: boolean; key?: boolean }>({});
  const create = useMutation(trpc.projects.create.mutationOptions({ onSuccess: onCreated }));

  // Each field changes on its own: a typed key stays, an emptied one follows the name again.
  const change = (next: Partial<ProjectValues>) => {
    const typed = next.key !== undefined ? next.key !== '' : keyTyped;
    setKeyTyped(typed);
    if (next.name !== undefined) setTouched((was) => ({ ...was, name: true }));
    if (next.key !== undefined) setTouched((was) => ({ ...was, key: true }));
    setValues((was) => {
      const merged = { ...was, ...next };
      return next.name !== undefined && !typed ? { ...merged, key: suggestProjectKey(merged.name) } : merged;
    });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, key: true });
    if (!validProject(values) || create.isPending) return;
    create.mutate({
      name: values.name.trim(),
      key: values.key.trim(),
      color: values.color,
      description: values.description.trim() === '' ? null : values.description,
      openToAllMembers: values.openToAllMembers,
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('form.title')}
      wide
      footer={
        <>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={create.isPending}>
            {create.isPending ? t('form.creating') : t('form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <ProjectFields values={values} onChange={change} touched={touched} />
        {create.isError && (
          <p className={styles.error} role="alert">
            {errorMessage(create.error, t('form.createError'))}
          </p>
        )}
      </form>
    </Dialog>
  );
}
