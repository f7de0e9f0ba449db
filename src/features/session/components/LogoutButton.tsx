import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '@/shared/ui/Button';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { logoutConfirmed } from '../slice';

export const LOGOUT_QUESTION = 'Are you sure you want to LOG OUT?';

/** Log Out asks first (SPEC.md section 2); the session saga does the rest. `className`: where it sits (the header). */
export function LogoutButton({ className }: { className?: string }) {
  const dispatch = useDispatch();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button type="button" $variant="secondary" className={className} onClick={() => setAsking(true)}>
        Log Out
      </Button>
      {asking && (
        <ConfirmModal
          title={LOGOUT_QUESTION}
          confirmLabel="Log out"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            dispatch(logoutConfirmed());
          }}
        />
      )}
    </>
  );
}
