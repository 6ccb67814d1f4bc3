import { defineModule } from '../../define-module.ts';
import { sessionsEndpoints } from './sessions.endpoints.ts';

export const sessionsModule = defineModule({
  name: 'sessions',
  tag: 'One’s signed-in sessions.',
  endpoints: sessionsEndpoints,
});
