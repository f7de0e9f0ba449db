import { BankStatusPage } from '@/features/bankStatus/components/BankStatusPage';
import { OtpDialog } from '@/shared/challenge/OtpDialog';
import { ErrorModal } from '@/shared/errors/ErrorModal';

/** The app's top level: for now the smoke page plus the app-wide dialogs. */
export function App() {
  return (
    <>
      <BankStatusPage />
      <OtpDialog />
      <ErrorModal />
    </>
  );
}
