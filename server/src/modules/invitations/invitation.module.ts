import { defineModule } from '../define-module.ts';
import { invitationEndpoints } from './invitation.endpoints.ts';

export const invitationsModule = defineModule({
  name: 'invitations',
  tag: 'Invitations to join by e-mail.',
  endpoints: invitationEndpoints,
});
