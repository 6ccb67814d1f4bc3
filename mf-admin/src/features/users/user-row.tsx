import type { TeamMember } from '@tm/domain/user/user.schema';
import { Avatar } from '@tm/ui/avatar';
import { Badge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { KeyRound, Shield, ShieldOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MemberAccess } from './member-access.tsx';
import styles from './users-panel.module.css';

export interface UserRowProps {
  member: TeamMember;
  isSelf: boolean;
  busy: boolean;
  onToggleAdmin: () => void;
  onDelete: () => void;
  /** A new set-password link (the server refuses it for an account that has a password). */
  onPasswordLink: () => void;
}

/** One account in the administration list; an admin's own row has its buttons disabled (SPEC 6). */
export function UserRow({ member, isSelf, busy, onToggleAdmin, onDelete, onPasswordLink }: UserRowProps) {
  const { t } = useTranslation('admin');
  const locked = isSelf || busy;
  return (
    <li className={styles.row}>
      <Avatar emoji={member.avatar} />
      <div className={styles.who}>
        <span className={styles.name}>
          {member.name}
          {isSelf && <span className={styles.muted}> ({t('users.you')})</span>}
        </span>
        <span className={styles.muted}>
          {member.email ? `${member.email} · ` : ''}
          {t('users.taskCounts', { active: member._count.tasks, assigned: member._count.assignedTasks })}
        </span>
      </div>
      <div className={styles.badges}>
        <Badge tone={member.isAdmin ? 'primary' : 'neutral'}>
          {member.isAdmin ? t('users.admin') : t('users.member')}
        </Badge>
        <Badge tone={member.isOnline ? 'success' : 'neutral'}>
          {member.isOnline ? t('users.online') : t('users.offline')}
        </Badge>
      </div>
      <div className={styles.rowActions}>
        <Button
          size="sm"
          icon={
            member.isAdmin ? (
              <ShieldOff size={14} aria-hidden="true" />
            ) : (
              <Shield size={14} aria-hidden="true" />
            )
          }
          onClick={onToggleAdmin}
          disabled={locked}
        >
          {member.isAdmin ? t('users.demote') : t('users.promote')}
          <span className="tm-visually-hidden"> {member.name}</span>
        </Button>
        <Button
          size="sm"
          icon={<KeyRound size={14} aria-hidden="true" />}
          onClick={onPasswordLink}
          disabled={locked}
        >
          {t('users.newPasswordLink')}
          <span className="tm-visually-hidden"> {member.name}</span>
        </Button>
        <MemberAccess member={member} disabled={locked} />
        <Button
          size="sm"
          variant="danger"
          icon={<Trash2 size={14} aria-hidden="true" />}
          onClick={onDelete}
          disabled={locked}
        >
          {t('users.delete')}
          <span className="tm-visually-hidden"> {member.name}</span>
        </Button>
      </div>
    </li>
  );
}
