import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import type { ProjectMember } from '@tm/domain/api/wire-projects.schema';
import { PROJECT_ROLES, type ProjectRole } from '@tm/domain/project/project-constants';
import { Avatar } from '@tm/ui/avatar';
import { Button } from '@tm/ui/button';
import { Select } from '@tm/ui/select';
import { TextField } from '@tm/ui/text-field';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './projects.module.css';

/** At most this many matches show: more letters narrow them. */
const SHOWN = 8;

/**
 * Adds someone among the existing users (the team list, `users.list`: the people who
 * share a project with the manager, everyone for an admin), found by name or by
 * e-mail where the list shows it, with the role chosen beside the search.
 */
export function AddMember({
  members,
  busy,
  onAdd,
}: {
  members: ProjectMember[];
  busy: boolean;
  onAdd: (user: { id: string; name: string }, role: ProjectRole) => void;
}) {
  const { t } = useTranslation('projects');
  const trpc = useTRPC();
  const roleId = useId();
  const [query, setQuery] = useState('');
  const [role, setRole] = useState<ProjectRole>('member');
  const users = useQuery(trpc.users.list.queryOptions());
  const needle = query.trim().toLowerCase();
  const inProject = new Set(members.map((m) => m.userId));
  const matches = needle
    ? (users.data ?? [])
        .filter((u) => !inProject.has(u.id))
        .filter(
          (u) => u.name.toLowerCase().includes(needle) || (u.email ?? '').toLowerCase().includes(needle),
        )
        .slice(0, SHOWN)
    : [];
  const roleName = t(`roles.${role}`);

  return (
    <section className={styles.panel} aria-labelledby="add-member-title">
      <h2 id="add-member-title" className={styles.panelTitle}>
        {t('members.addTitle')}
      </h2>
      <div className={styles.addRow}>
        <TextField
          type="search"
          label={t('members.search')}
          hint={t('members.searchHint')}
          value={query}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
        <div className="tm-field">
          <label className="tm-field__label" htmlFor={roleId}>
            {t('members.newRole')}
          </label>
          <Select<ProjectRole>
            id={roleId}
            value={role}
            onValueChange={setRole}
            options={PROJECT_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          />
        </div>
      </div>
      {needle &&
        (matches.length === 0 ? (
          users.isSuccess && <p className={styles.hint}>{t('members.noMatch', { query: query.trim() })}</p>
        ) : (
          <ul className={styles.members} aria-label={t('members.results', { query: query.trim() })}>
            {matches.map((user) => (
              <li key={user.id} className={styles.member}>
                <Avatar emoji={user.avatar} size="md" />
                <div className={styles.memberWho}>
                  <span className={styles.memberName}>{user.name}</span>
                  {user.email && <span className={styles.muted}>{user.email}</span>}
                </div>
                <div className={styles.memberActions}>
                  <Button
                    size="sm"
                    icon={<UserPlus size={16} aria-hidden="true" />}
                    aria-label={t('members.addLabel', { name: user.name, role: roleName })}
                    disabled={busy}
                    onClick={() => {
                      onAdd(user, role);
                      setQuery('');
                    }}
                  >
                    {t('members.add')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
