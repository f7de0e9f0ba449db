import { Link } from '@/shared/ui/Link';
import { PATHS } from '../paths';

export const NOT_FOUND_TEXT = 'We could not find the page you are looking for';

/** Any unknown path; framed by PublicLayout (routes.tsx). */
export function NotFoundPage() {
  return (
    <>
      <h1>{NOT_FOUND_TEXT}</h1>
      <Link to={PATHS.accounts}>Back to my accounts</Link>
    </>
  );
}
