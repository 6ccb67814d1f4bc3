import type { User } from '@tm/domain/user/user.schema';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { ProfileTrigger } from './profile-trigger.tsx';

const loadMenu = () => import('./profile-menu.tsx');
const ProfileMenu = lazy(loadMenu);

/**
 * The profile menu, downloaded when first wanted: the menu (Radix, its
 * positioning and focus handling, about 25 KB gzipped) is not needed to show a
 * screen. Until then the same button stands in; pointing at it or focusing it
 * starts the download, activating it opens the menu as soon as it is there.
 */
export function LazyProfileMenu({ user }: { user: User }) {
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <ProfileTrigger
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'ArrowDown') setWanted(true);
      }}
    />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ProfileMenu user={user} defaultOpen />
    </Suspense>
  );
}
