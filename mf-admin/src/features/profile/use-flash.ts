import { useCallback, useEffect, useRef, useState } from 'react';

export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

/**
 * A message that clears itself: success messages vanish after `ms` (SPEC 9: 3 s),
 * errors stay until the next attempt.
 */
export function useFlash(ms = 3000): [Flash | null, (flash: Flash | null) => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: Flash | null) => {
      clearTimeout(timer.current);
      setFlash(next);
      if (next?.kind === 'success') timer.current = setTimeout(() => setFlash(null), ms);
    },
    [ms],
  );
  return [flash, show];
}
