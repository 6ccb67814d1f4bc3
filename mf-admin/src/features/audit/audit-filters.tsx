import { AUDIT_KINDS } from '@tm/domain/audit/audit.schema';
import { Select } from '@tm/ui/select';
import { TextField } from '@tm/ui/text-field';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './audit.module.css';
import type { AuditFilters } from './use-audit.ts';

/** The kind groups (a prefix matches all of its kinds), then every single kind. */
const GROUPS = [...new Set(AUDIT_KINDS.map((k) => `${k.split('.')[0]}.`))];

/** Person, kind and period; each change reads the log again from its newest entry. */
export function AuditFilterBar({
  value,
  team,
  onChange,
}: {
  value: AuditFilters;
  team: { id: string; name: string }[];
  onChange: (next: AuditFilters) => void;
}) {
  const { t } = useTranslation('audit');
  const personId = useId();
  const kindId = useId();
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });
  const any = '*';
  return (
    <div className={styles.filters}>
      <div className="tm-field">
        <label className="tm-field__label" htmlFor={personId}>
          {t('filters.person')}
        </label>
        <Select
          id={personId}
          value={value.actor || any}
          onValueChange={(v) => set({ actor: v === any ? '' : v })}
          options={[
            { value: any, label: t('filters.anyone') },
            ...team.map((m) => ({ value: m.id, label: m.name })),
          ]}
        />
      </div>
      <div className="tm-field">
        <label className="tm-field__label" htmlFor={kindId}>
          {t('filters.kind')}
        </label>
        <Select
          id={kindId}
          value={value.kind || any}
          onValueChange={(v) => set({ kind: v === any ? '' : v })}
          options={[
            { value: any, label: t('filters.anyKind') },
            ...GROUPS.map((g) => ({ value: g, label: t(`groups.${g.slice(0, -1)}` as 'groups.auth') })),
            ...AUDIT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}` as 'kinds.auth.login') })),
          ]}
        />
      </div>
      <TextField
        label={t('filters.from')}
        type="date"
        value={value.from}
        max={value.to || undefined}
        onChange={(e) => set({ from: e.target.value })}
      />
      <TextField
        label={t('filters.to')}
        type="date"
        value={value.to}
        min={value.from || undefined}
        onChange={(e) => set({ to: e.target.value })}
      />
    </div>
  );
}
