import { isTimeZone, type ReminderSettings } from '@tm/domain/user/reminder-settings';
import { Select } from '@tm/ui/select';
import { Switch } from '@tm/ui/switch';
import { TextField } from '@tm/ui/text-field';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './notification-settings.module.css';

export type ReminderValues = Pick<
  ReminderSettings,
  'remindDaysBefore' | 'remindHour' | 'timeZone' | 'overdueDigest'
>;

const DAYS = ['0', '1', '2', '3', '4', '5', '6', '7'] as const;
const HOURS = Array.from({ length: 24 }, (_, h) => String(h));

/** Whether the values can be sent: the zone must be one the browser knows by name. */
export const remindersValid = (v: ReminderValues) => isTimeZone(v.timeZone.trim());

/**
 * Reminder settings (issue 20): how many days before a due date, at which local
 * hour, in which time zone (set from the browser at first, editable here), and the
 * daily digest of overdue tasks.
 */
export function ReminderFields({
  value,
  onChange,
}: {
  value: ReminderValues;
  onChange(v: ReminderValues): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const daysId = useId();
  const hourId = useId();
  const zonesId = useId();
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  const hourLabel = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    return (h: string) => format.format(new Date(Date.UTC(2000, 0, 1, Number(h))));
  }, [i18n.language]);
  const set = (change: Partial<ReminderValues>) => onChange({ ...value, ...change });
  const zoneError = remindersValid(value) ? undefined : t('notifications.reminders.timeZoneInvalid');

  return (
    <fieldset className={styles.toggles}>
      <legend className={styles.legend}>{t('notifications.reminders.title')}</legend>
      <div className={styles.row}>
        <div className="tm-field">
          <label className="tm-field__label" htmlFor={daysId}>
            {t('notifications.reminders.daysBefore')}
          </label>
          <Select
            id={daysId}
            value={String(value.remindDaysBefore) as (typeof DAYS)[number]}
            onValueChange={(v) => set({ remindDaysBefore: Number(v) })}
            options={DAYS.map((d) => ({
              value: d,
              label:
                d === '0'
                  ? t('notifications.reminders.dueDayOnly')
                  : t('notifications.reminders.days', { count: Number(d) }),
            }))}
          />
        </div>
        <div className="tm-field">
          <label className="tm-field__label" htmlFor={hourId}>
            {t('notifications.reminders.hour')}
          </label>
          <Select
            id={hourId}
            value={String(value.remindHour)}
            onValueChange={(v) => set({ remindHour: Number(v) })}
            options={HOURS.map((h) => ({ value: h, label: hourLabel(h) }))}
          />
        </div>
      </div>
      <TextField
        label={t('notifications.reminders.timeZone')}
        hint={t('notifications.reminders.timeZoneHint')}
        error={zoneError}
        value={value.timeZone}
        onChange={(e) => set({ timeZone: e.target.value })}
        list={zonesId}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
      />
      <datalist id={zonesId}>
        {zones.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
      <Switch
        checked={value.overdueDigest}
        onCheckedChange={(checked) => set({ overdueDigest: checked })}
        label={t('notifications.reminders.overdueDigest')}
      />
    </fieldset>
  );
}
