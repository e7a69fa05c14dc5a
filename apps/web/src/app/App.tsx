import { QueryClientProvider } from '@tanstack/react-query';
// The DOM flavour wires ReactDOM.flushSync, which the logout relies on (see use-logout.ts).
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '../ui/toast';
import { createQueryClient } from './query-client';
import { router } from './router';

const queryClient = createQueryClient();

export function App() {
  return (
    // PrimeReact's provider wraps only the pages that use it (prime-provider.tsx): it stays out of the
    // first download.
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
