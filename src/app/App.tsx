import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';

/** The app's top level: the router (routes.tsx) inside the providers of main.tsx. */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return <RouterProvider router={router} />;
}
