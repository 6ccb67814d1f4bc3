// The floor's host: a React page that loads its one screen from a remote at run time,
// through the federation runtime, as the product's shell does.
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

registerRemotes([
  { name: 'floor_remote', entry: new URL('/remote/remoteEntry.js', location.href).href, type: 'module' },
]);

const Screen = lazy(async () => {
  const mod = await loadRemote<{ default: ComponentType }>('floor_remote/App');
  if (!mod) throw new Error('the remote exposes nothing');
  return mod;
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
