import { defineModule } from '../define-module.ts';
import { checklistEndpoints } from './checklist.endpoints.ts';

export const checklistModule = defineModule({
  name: 'checklist',
  tag: 'A task’s checklist items.',
  endpoints: checklistEndpoints,
});
