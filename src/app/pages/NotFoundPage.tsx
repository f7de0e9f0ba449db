import { Link } from 'react-router-dom';
import { PageBody } from './PageBody';
import { PATHS } from '../paths';

export const NOT_FOUND_TEXT = 'We could not find the page you are looking for';

/** SPEC.md section 2's not-found words and the way back: for any other path, and for a known path's unknown parameter. */
export function NotFoundContent() {
  return (
    <>
      <h1>{NOT_FOUND_TEXT}</h1>
      <Link to={PATHS.accounts}>Back to my accounts</Link>
    </>
  );
}

export function NotFoundPage() {
  return (
    <PageBody as="main">
      <NotFoundContent />
    </PageBody>
  );
}
