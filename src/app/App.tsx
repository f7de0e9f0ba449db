import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';

/**
 * The app's top level: the router (routes.tsx) inside the providers of main.tsx. `onMounted` runs once the
 * whole first screen is in the page (its effects run after every child's): main.tsx hands a hydrated page
 * what was typed before it was ready.
 */
export function App({ router, onMounted }: { router: ReturnType<typeof createBrowserRouter>; onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return <RouterProvider router={router} />;
}
