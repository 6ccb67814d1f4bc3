import { defineModule } from '../define-module.ts';
import { meetingEndpoints } from './meeting.endpoints.ts';

export const meetingModule = defineModule({
  name: 'meeting',
  tag: 'The team meeting’s overview.',
  endpoints: meetingEndpoints,
});
