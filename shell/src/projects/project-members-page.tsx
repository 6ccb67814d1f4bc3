import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { useSession } from '@tm/api-client/session';
import { useTRPC } from '@tm/api-client/trpc';
import type { Project, ProjectMember } from '@tm/domain/api/wire-projects.schema';
import type { ProjectRole } from '@tm/domain/project/project-constants';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddMember } from './add-member.tsx';
import { MemberRow } from './member-row.tsx';
import { ProjectFrame } from './project-frame.tsx';
import styles from './projects.module.css';

/**
 * /app/projects/:key/members: who is in the project and with which role. Its managers
 * (and admins) add people among the existing users, change roles and remove people;
 * the others read the list. Another manager's change arrives as `project:members`.
 */
export default function ProjectMembersPage() {
  return (
    <ProjectFrame>{(project, canManage) => <Members project={project} canManage={canManage} />}</ProjectFrame>
  );
}

function Members({ project, canManage }: { project: Project; canManage: boolean }) {
  const { t } = useTranslation('projects');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useSession().user?.id;
  const key = trpc.projects.members.queryKey({ id: project.id });
  const members = useQuery(trpc.projects.members.queryOptions({ id: project.id }));
  const [done, setDone] = useState('');
  const editable = canManage && !project.archivedAt;

  const answered = (list: ProjectMember[]) => {
    queryClient.setQueryData(key, list);
    void queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() });
  };
  const setMember = useMutation(trpc.projects.setMember.mutationOptions({ onSuccess: answered }));
  const removeMember = useMutation(
    trpc.projects.removeMember.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
    }),
  );
  const failure = setMember.error ?? removeMember.error;

  const changeRole = (member: ProjectMember, role: ProjectRole) =>
    setMember.mutate({ id: project.id, userId: member.userId, role }, { onSuccess: () => setDone('') });
  const add = (user: { id: string; name: string }, role: ProjectRole) =>
    setMember.mutate(
      { id: project.id, userId: user.id, role },
      { onSuccess: () => setDone(t('members.added', { name: user.name })) },
    );
  const remove = (member: ProjectMember) =>
    removeMember.mutate(
      { id: project.id, userId: member.userId },
      { onSuccess: () => setDone(t('members.removed', { name: member.name })) },
    );

  return (
    <>
      <section className={styles.panel} aria-labelledby="members-title">
        <h2 id="members-title" className={styles.panelTitle}>
          {t('members.title')}
        </h2>
        {!canManage && <p className={styles.hint}>{t('members.readOnly')}</p>}
        {project.openToAllMembers && <p className={styles.hint}>{t('members.openNote')}</p>}
        <output aria-live="polite" className={styles.status}>
          {done}
        </output>
        {failure && (
          <p className={styles.error} role="alert">
            {errorMessage(failure, t('members.changeError'))}
          </p>
        )}
        {members.isPending ? (
          <LoadingState label={t('members.loading')} />
        ) : members.isError ? (
          <ErrorState title={t('members.loadFailed')} onRetry={() => void members.refetch()} />
        ) : (
          <ul className={styles.members} aria-label={t('members.list', { name: project.name })}>
            {members.data.map((member) => (
              <MemberRow
                key={member.userId}
                member={member}
                project={project}
                isMe={member.userId === me}
                editable={editable}
                busy={setMember.isPending || removeMember.isPending}
                onRole={(role) => changeRole(member, role)}
                onRemove={() => remove(member)}
              />
            ))}
          </ul>
        )}
      </section>
      {editable && members.data && (
        <AddMember members={members.data} busy={setMember.isPending} onAdd={add} />
      )}
    </>
  );
}
