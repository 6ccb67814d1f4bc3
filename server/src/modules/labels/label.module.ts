import { defineModule } from '../define-module.ts';
import { labelEndpoints } from './label.endpoints.ts';

export const labelsModule = defineModule({
  name: 'labels',
  tag: 'The team’s labels.',
  endpoints: labelEndpoints,
});
