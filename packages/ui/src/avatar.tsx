import { DEFAULT_AVATAR } from '@tm/domain/user/avatars';
import { useTranslation } from 'react-i18next';

export interface AvatarProps {
  /** The user's emoji; empty shows the default 👤. */
  emoji?: string | null;
  /** Whose avatar: announced to screen readers. Omit when the name is shown beside it. */
  name?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Avatar({ emoji, name, size = 'md' }: AvatarProps) {
  const { t } = useTranslation('common');
  const className = `tm-avatar tm-avatar--${size}`;
  if (!name) {
    return (
      <span className={className} aria-hidden="true">
        {emoji || DEFAULT_AVATAR}
      </span>
    );
  }
  return (
    <span className={className} role="img" aria-label={t('user.avatarOf', { name })}>
      {emoji || DEFAULT_AVATAR}
    </span>
  );
}
