import { authorisationsSaga } from '@/features/approvals/authorisationsSagas';
import { AuthorisationsScreen } from '@/features/approvals/components/AuthorisationsScreen';
import { useFeatureSaga } from '../useFeatureSaga';

/** /settings/authorisations (issue 10): its own lazy chunk; the route guard checks approver and an account. */
export function AuthorisationsPage() {
  useFeatureSaga('authorisations', authorisationsSaga);
  return <AuthorisationsScreen />;
}
