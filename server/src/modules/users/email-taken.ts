import { DomainError } from '../../errors/domain-error.ts';

/** One address, one account: sign-up, invitations, admin creation and set-password links refuse a taken one alike. */
export const emailTaken = () => new DomainError('conflict', 'EMAIL_TAKEN', 'This e-mail is already in use');
