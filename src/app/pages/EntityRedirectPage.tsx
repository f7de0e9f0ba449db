import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/shared/ui/Spinner';
import { ENTITY_REDIRECT_WAIT_MS, PATHS } from '../paths';

export const ENTITY_REDIRECT_TEXT = 'Taking you back to your accounts';

/** SPEC.md section 2: after an entity switch, wait 3 s here, then /accounts. */
export function EntityRedirectPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(PATHS.accounts, { replace: true }), ENTITY_REDIRECT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <>
      <h1>{ENTITY_REDIRECT_TEXT}</h1>
      <Spinner label="Please wait…" />
    </>
  );
}
