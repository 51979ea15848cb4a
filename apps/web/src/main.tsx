/** Entry point: reads the server bootstrap, then mounts providers and the router. */
import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiError } from './api/client';
import { readBootstrapUser } from './api/bootstrap';
import { NotificationHost } from './components/NotificationHost';
import { routes } from './routes/routes';
import { SessionProvider } from './session/SessionProvider';
import './styles/global.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Only the status poll refetches on focus (SPEC §4); lists stay put so scrolling is not disturbed.
      refetchOnWindowFocus: false,
      // 4xx answers will not change by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider initialUser={readBootstrapUser()}>
        <NotificationHost>
          <RouterProvider router={router} />
        </NotificationHost>
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
