import type { Project, ProjectMember } from '@tm/domain/api/wire-projects.schema';
import { PROJECT_ROLES, type ProjectRole } from '@tm/domain/project/project-constants';
import { Avatar } from '@tm/ui/avatar';
import { Button } from '@tm/ui/button';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { Select } from '@tm/ui/select';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './projects.module.css';

interface MemberRowProps {
  member: ProjectMember;
  project: Project;
  isMe: boolean;
  /** A manager's view of a live project: the role can change, the person be removed. */
  editable: boolean;
  busy: boolean;
  onRole: (role: ProjectRole) => void;
  onRemove: () => void;
}

/**
 * One person of a project: name, e-mail (managers see it), role. Someone in it only
 * because it is open to all members has no row of their own to remove (the server
 * answers 404): their role can still be given, which adds them by hand.
 */
export function MemberRow({ member, project, isMe, editable, busy, onRole, onRemove }: MemberRowProps) {
  const { t } = useTranslation('projects');
  const [confirming, setConfirming] = useState(false);
  const { name } = member;
  return (
    <li className={styles.member}>
      <Avatar emoji={member.avatar} size="md" />
      <div className={styles.memberWho}>
        <span className={styles.memberName}>
          {name}
          {isMe && <span className={styles.muted}> ({t('members.you')})</span>}
        </span>
        {member.email && <span className={styles.muted}>{member.email}</span>}
        {member.viaOpenProject && <span className={styles.muted}>{t('members.viaOpen')}</span>}
      </div>
      <div className={styles.memberActions}>
        {editable ? (
          <Select<ProjectRole>
            aria-label={t('members.role', { name })}
            value={member.role}
            disabled={busy}
            onValueChange={onRole}
            options={PROJECT_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
        ) : (
          <span className="tm-badge tm-badge--primary">{t(`roles.${member.role}`)}</span>
        )}
        {editable && !member.viaOpenProject && (
          <Button
            variant="ghost"
            size="sm"
            icon={<UserMinus size={16} aria-hidden="true" />}
            aria-label={t('members.removeLabel', { name })}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            <span className={styles.collapsible}>{t('members.remove')}</span>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        danger
        title={t('members.confirmRemove', { name, project: project.name })}
        description={t('members.confirmRemoveText')}
        confirmLabel={t('members.remove')}
        onConfirm={onRemove}
      />
    </li>
  );
}
