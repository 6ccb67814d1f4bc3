import '../integrations/integrations-i18n.ts';
import type { PasswordLink } from '@tm/domain/auth/password-link.schema';
import { formatLongDate } from '@tm/i18n/dates';
import { Button } from '@tm/ui/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../calendar/copy-field.tsx';
import panel from '../profile/panel.module.css';

/** A set-password link just made for `name`, and for whom. */
export interface IssuedPasswordLink {
  name: string;
  link: PasswordLink;
}

/**
 * The one-time link an admin hands to a user they created (the server keeps only
 * its hash, so this is the one time it can be read). Its path is put behind this
 * page's own address, the one the person will open too.
 */
export function PasswordLinkNotice({
  issued,
  onDismiss,
}: {
  issued: IssuedPasswordLink;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('admin');
  const url = new URL(issued.link.path, window.location.origin).href;
  // The link may come from a row far down the list: bring it into view and to the reader.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  return (
    <section className={panel.section} aria-labelledby="tm-admin-password-link">
      <h4 id="tm-admin-password-link" ref={title} tabIndex={-1} className={panel.sectionTitle}>
        {t('users.passwordLinkTitle', { name: issued.name })}
      </h4>
      <CopyField
        label={t('users.passwordLink')}
        hint={t('users.passwordLinkHint', { name: issued.name, date: formatLongDate(issued.link.expiresAt) })}
        value={url}
      />
      <div className={panel.actions}>
        <Button onClick={onDismiss}>{t('users.passwordLinkDone')}</Button>
      </div>
    </section>
  );
}
