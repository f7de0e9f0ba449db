import { Link } from 'react-router-dom';
import { PageBody } from './PageBody';
import { PATHS } from '../paths';

export const NOT_FOUND_TEXT = 'We could not find the page you are looking for';

export function NotFoundPage() {
  return (
    <PageBody as="main">
      <h1>{NOT_FOUND_TEXT}</h1>
      <Link to={PATHS.accounts}>Back to my accounts</Link>
    </PageBody>
  );
}
