import { defineModule } from '../define-module.ts';
import { projectEndpoints } from './project.endpoints.ts';

export const projectsModule = defineModule({
  name: 'projects',
  tag: 'Projects and who is in them.',
  endpoints: projectEndpoints,
});
