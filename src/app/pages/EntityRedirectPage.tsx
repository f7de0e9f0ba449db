import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/shared/ui/Spinner';
import { ROUTES } from '@/shared/routes/routeTable';

/** SPEC.md section 9: the entity redirect screen waits 3 s. */
export const ENTITY_REDIRECT_WAIT_MS = 3000;

export const ENTITY_REDIRECT_TEXT = 'Taking you back to your accounts';

/** SPEC.md section 2: after an entity switch, wait 3 s here, then /accounts. */
export function EntityRedirectPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(ROUTES.accounts.href(), { replace: true }), ENTITY_REDIRECT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <>
      <h1>{ENTITY_REDIRECT_TEXT}</h1>
      <Spinner label="Please wait…" />
    </>
  );
}
