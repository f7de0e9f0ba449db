import { Link } from '@/shared/ui/Link';
import { ROUTES } from '@/shared/routes/routeTable';

export const NOT_FOUND_TEXT = 'We could not find the page you are looking for';

/**
 * SPEC.md section 2's not-found words and the way back: any unknown path (framed by PublicLayout, routes.tsx),
 * and inside the shell a known path's unknown parameter (a service, a mail folder).
 */
export function NotFoundPage() {
  return (
    <>
      <h1>{NOT_FOUND_TEXT}</h1>
      <Link to={ROUTES.accounts.href()}>Back to my accounts</Link>
    </>
  );
}
