import { useConnectionState } from '@tm/api-client/use-connection-state';
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Shown while the live connection is down; nothing when connected. The shell's, not
 * the kit's: @tm/ui components take what they show as props and never read a connection.
 */
export function ConnectionBanner() {
  const { t } = useTranslation('common');
  const state = useConnectionState();
  if (state !== 'disconnected') return null;
  return (
    <div className="tm-connection-banner" role="status">
      <WifiOff size={16} aria-hidden="true" />
      {t('state.disconnected')}
    </div>
  );
}
