/** The pages outside the shell, one lazy chunk, with the frame of the plain ones. */
export { LoginPage } from '@/features/session/components/LoginPage';
export { LoggedOffPage, SessionExpiredPage } from '@/features/session/components/SessionEndPage';
export { NotFoundPage } from '../pages/NotFoundPage';
export { PublicLayout } from '../layout/PublicLayout';
