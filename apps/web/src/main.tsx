import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { setNavigator } from './lib/navigation';
import { onSessionEnded } from './lib/rpc';
import './app/styles/shell.css';

const queryClient = createQueryClient();
const router = createAppRouter();
// rpc's 401 handling navigates without a page load.
setNavigator((to) => void router.navigate(to));
// The cache holds the member's data; the next member (the agency back from a client) must not see it.
onSessionEnded(() => queryClient.clear());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
