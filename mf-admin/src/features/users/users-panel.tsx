import { useMutation } from '@tanstack/react-query';
import { useSession } from '@tm/api-client/session';
import { useTRPC } from '@tm/api-client/trpc';
import type { TeamMember } from '@tm/domain/user/user.schema';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { Dialog } from '@tm/ui/dialog';
import { EmptyState } from '@tm/ui/empty-state';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvitationsSection } from '../invitations/invitations-section.tsx';
import { failureText } from '../profile/failure-text.ts';
import { FlashMessage } from '../profile/flash-message.tsx';
import panel from '../profile/panel.module.css';
import { useFlash } from '../profile/use-flash.ts';
import { TwoFactorAdminSection } from '../two-factor/two-factor-admin-section.tsx';
import { CreateUserForm } from './create-user-form.tsx';
import { DeactivatedMembers } from './deactivated-members.tsx';
import { type IssuedPasswordLink, PasswordLinkNotice } from './password-link-notice.tsx';
import { useTeam } from './use-team.ts';
import { UserRow } from './user-row.tsx';
import styles from './users-panel.module.css';

/** SPEC's admin user administration: list, create, promote or demote, delete after confirmation. */
export function UsersPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t('users.title')}
      description={t('users.description')}
    >
      {user?.isAdmin ? <Administration selfId={user.id} /> : <p>{t('users.adminsOnly')}</p>}
    </Dialog>
  );
}

function Administration({ selfId }: { selfId: string }) {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const team = useTeam();
  const [toDelete, setToDelete] = useState<TeamMember | null>(null);
  const [issued, setIssued] = useState<IssuedPasswordLink | null>(null);
  const [flash, showFlash] = useFlash();
  const setAdmin = useMutation(
    trpc.admin.setAdmin.mutationOptions({
      onSuccess: team.reload,
      onError: (err) => showFlash({ kind: 'error', text: failureText(err, t('users.roleFailed')) }),
    }),
  );
  const remove = useMutation(
    trpc.admin.deleteUser.mutationOptions({
      onSuccess: () => {
        showFlash({ kind: 'success', text: t('users.deleted') });
        team.reload();
      },
      onError: (err) => showFlash({ kind: 'error', text: failureText(err, t('users.deleteFailed')) }),
    }),
  );

  const passwordLink = useMutation(
    trpc.admin.issuePasswordLink.mutationOptions({
      onError: (err) => showFlash({ kind: 'error', text: failureText(err, t('users.passwordLinkFailed')) }),
    }),
  );
  const issueLink = (member: TeamMember) => {
    showFlash(null);
    passwordLink.mutate({ id: member.id }, { onSuccess: (link) => setIssued({ name: member.name, link }) });
  };

  return (
    <>
      <CreateUserForm
        onCreated={(created) => {
          if (created.passwordLink) setIssued({ name: created.name, link: created.passwordLink });
          team.reload();
        }}
      />
      <InvitationsSection />
      <TwoFactorAdminSection />
      <section className={panel.section} aria-labelledby="tm-admin-users-list">
        <h3 id="tm-admin-users-list" className={panel.sectionTitle}>
          {t('users.listSection')}
        </h3>
        <p className={panel.muted}>{t('users.selfHint')}</p>
        <FlashMessage flash={flash} />
        {issued && (
          // Keyed by the link: each new one mounts afresh and takes the focus.
          <PasswordLinkNotice key={issued.link.path} issued={issued} onDismiss={() => setIssued(null)} />
        )}
        {team.isPending && <LoadingState />}
        {team.isError && <ErrorState onRetry={() => void team.refetch()} />}
        {team.data?.length === 0 && <EmptyState title={t('users.empty')} />}
        {team.data && team.data.length > 0 && (
          <ul className={styles.list}>
            {team.data.map((member) => (
              <UserRow
                key={member.id}
                member={member}
                isSelf={member.id === selfId}
                busy={setAdmin.isPending || remove.isPending || passwordLink.isPending}
                onToggleAdmin={() => setAdmin.mutate({ id: member.id, isAdmin: !member.isAdmin })}
                onDelete={() => setToDelete(member)}
                onPasswordLink={() => issueLink(member)}
              />
            ))}
          </ul>
        )}
      </section>
      <DeactivatedMembers />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('users.confirmDelete')}
        description={toDelete?.name}
        onConfirm={() => {
          if (toDelete) remove.mutate({ id: toDelete.id });
          setToDelete(null);
        }}
      />
    </>
  );
}
