import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { useTRPC } from '@tm/api-client/trpc';
import type { Project } from '@tm/domain/api/wire-projects.schema';
import { Button } from '@tm/ui/button';
import { useNavigate } from '@tm/ui/router';
import { Switch } from '@tm/ui/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectDangerZone } from './project-danger-zone.tsx';
import { ProjectFields, type ProjectValues, validProject } from './project-fields.tsx';
import { ProjectFrame } from './project-frame.tsx';
import { ProjectSummary } from './project-summary.tsx';
import styles from './projects.module.css';

/**
 * /app/projects/:key/settings: its managers (and admins) change the project, archive
 * or delete it; everyone else in it reads the same settings. An archived project is
 * read-only until unarchived.
 */
export default function ProjectSettingsPage() {
  return (
    <ProjectFrame>
      {(project, canManage) => (
        <>
          {canManage && !project.archivedAt ? (
            <SettingsForm key={project.id} project={project} />
          ) : (
            <ProjectSummary project={project} canManage={canManage} />
          )}
          {canManage && <ProjectDangerZone project={project} />}
        </>
      )}
    </ProjectFrame>
  );
}

const valuesOf = (p: Project): ProjectValues => ({
  name: p.name,
  key: p.key,
  color: p.color,
  description: p.description ?? '',
  openToAllMembers: p.openToAllMembers,
});

function SettingsForm({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => valuesOf(project));
  const [dashboard, setDashboard] = useState(project.showOnInstanceDashboard);
  const [touched, setTouched] = useState<{ name?: boolean; key?: boolean }>({});
  const update = useMutation(
    trpc.projects.update.mutationOptions({
      onSuccess: (saved) => {
        void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
        // A new key is a new address for this page.
        if (saved.key !== project.key)
          navigate(`/app/projects/${encodeURIComponent(saved.key)}/settings`, { replace: true });
      },
    }),
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, key: true });
    if (!validProject(values) || update.isPending) return;
    update.mutate({
      id: project.id,
      name: values.name.trim(),
      key: values.key.trim(),
      color: values.color,
      description: values.description.trim() === '' ? null : values.description,
      openToAllMembers: values.openToAllMembers,
      showOnInstanceDashboard: dashboard,
    });
  };
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="settings-title">
      <h2 id="settings-title" className={styles.panelTitle}>
        {t('settings.title')}
      </h2>
      <ProjectFields
        values={values}
        onChange={(change) => {
          setTouched((was) => ({
            ...was,
            ...('name' in change && { name: true }),
            ...('key' in change && { key: true }),
          }));
          setValues((was) => ({ ...was, ...change }));
          update.reset();
        }}
        touched={touched}
      />
      <div>
        <Switch
          checked={dashboard}
          onCheckedChange={(on) => {
            setDashboard(on);
            update.reset();
          }}
          label={t('settings.dashboard')}
        />
        <p className="tm-field__hint">{t('settings.dashboardHint', { key: project.key })}</p>
      </div>
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
        <output aria-live="polite" className={styles.status}>
          {update.isSuccess && t('settings.saved')}
        </output>
      </div>
      {update.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(update.error, t('settings.saveError'))}
        </p>
      )}
    </form>
  );
}
