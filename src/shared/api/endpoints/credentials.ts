/** The credentials calls: the terms, password and PIN changes, and the password reset by link. */
import { endpoint } from './endpoint';

export const CREDENTIALS_ENDPOINTS = {
  acceptTerms: endpoint('POST', 'v1/me/loginFlow'),
  passwordPolicy: endpoint('GET', 'v1/passwordPolicy'),
  changePassword: endpoint('PUT', 'v1/me/credentials'),
  changePin: endpoint('PUT', 'cz/v1/credentials/transactionPin'),
  resetToken: endpoint('GET', 'v1/token/{token}'),
  resetPassword: endpoint('PUT', 'v1/credentials/changeCredentials'),
} as const;
