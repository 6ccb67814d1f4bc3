import type { AdminPanel } from '@tm/domain/remotes/remote-props';
import { createContext, useContext } from 'react';

/** Opens one of mf-admin's panels (profile, users, notifications, integrations, calendar). */
export const AdminPanelContext = createContext<(panel: AdminPanel) => void>(() => {});

export function useOpenAdminPanel(): (panel: AdminPanel) => void {
  return useContext(AdminPanelContext);
}
