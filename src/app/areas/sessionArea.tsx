/** The pages outside the shell, one lazy chunk. */
export { LoginPage } from '@/features/session/components/LoginPage';
export { LoggedOffPage, SessionExpiredPage } from '@/features/session/components/SessionEndPage';
export { NotFoundPage } from '../pages/NotFoundPage';
