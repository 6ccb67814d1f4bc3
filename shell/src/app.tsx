import { AppProviders } from '@tm/api-client/app-providers';
import { RouterProvider } from 'react-router';
import { router } from './routing/router.tsx';

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
