import { Link } from '@/shared/ui/Link';
import { ROUTES } from '@/shared/routes/routeTable';

export const NOT_FOUND_TEXT = 'We could not find the page you are looking for';

const BackToMyAccounts = () => <Link to={ROUTES.accounts.href()}>Back to my accounts</Link>;

/**
 * SPEC.md section 2's not-found words and the way back: any unknown path (framed by PublicLayout, routes.tsx),
 * and inside the shell a known path's unknown parameter (a service, a mail folder).
 */
export function NotFoundPage() {
  return (
    <>
      <h1>{NOT_FOUND_TEXT}</h1>
      <BackToMyAccounts />
    </>
  );
}

/** The same words and way back inside a page that keeps its own heading (an unknown credential type). */
export function NotFoundNotice() {
  return (
    <>
      <p>{NOT_FOUND_TEXT}</p>
      <BackToMyAccounts />
    </>
  );
}
