import { AppProviders } from '@tm/api-client/app-providers';
import { BrowserRouter } from '@tm/ui/router';
import { AppRoutes } from './routing/router.tsx';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
