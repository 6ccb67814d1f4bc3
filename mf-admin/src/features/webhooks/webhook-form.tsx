import { WEBHOOK_EVENTS, type WebhookEventType, type WebhookFormat } from '@tm/domain/api/webhook-events';
import { Button } from '@tm/ui/button';
import { Checkbox } from '@tm/ui/checkbox';
import { Select } from '@tm/ui/select';
import { TextField } from '@tm/ui/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../api-shared/api-panels.module.css';

export interface WebhookDraft {
  url: string;
  events: WebhookEventType[];
  format: WebhookFormat;
  secret?: string;
}

/** A new webhook: its address, the events it hears, its format and, optionally, its secret. */
export function WebhookForm({ busy, onSubmit }: { busy: boolean; onSubmit: (draft: WebhookDraft) => void }) {
  const { t } = useTranslation('api');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['task.created', 'task.published']);
  const [format, setFormat] = useState<WebhookFormat>('json');
  const [secret, setSecret] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ url, events, format, ...(secret ? { secret } : {}) });
  };
  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));
  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField
        label={t('webhooks.url')}
        type="url"
        inputMode="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        required
      />
      <fieldset className={styles.events}>
        <legend>{t('webhooks.events')}</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox
            key={event}
            checked={events.includes(event)}
            onCheckedChange={(on) => toggle(event, on)}
            label={t(`webhooks.eventNames.${eventKey(event)}`)}
          />
        ))}
      </fieldset>
      <div className={styles.formRow}>
        <div className="tm-field">
          <label className="tm-field__label" htmlFor="webhook-format">
            {t('webhooks.format')}
          </label>
          <Select<WebhookFormat>
            id="webhook-format"
            value={format}
            onValueChange={setFormat}
            options={[
              { value: 'json', label: t('webhooks.formatJson') },
              { value: 'chat', label: t('webhooks.formatChat') },
            ]}
          />
        </div>
        <TextField
          label={t('webhooks.secret')}
          hint={t('webhooks.secretHint')}
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          autoComplete="off"
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={busy || !url.trim() || events.length === 0}>
          {t('webhooks.create')}
        </Button>
      </div>
    </form>
  );
}

/** `task.created` → `task_created`: the catalogue's keys take no dots. */
export const eventKey = (event: string) =>
  event.replace('.', '_') as
    | 'task_created'
    | 'task_updated'
    | 'task_deleted'
    | 'task_published'
    | 'task_unpublished'
    | 'comment_created'
    | 'user_created'
    | 'user_deleted'
    | 'ping';
