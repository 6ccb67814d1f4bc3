import { defineModule } from '../define-module.ts';
import { commentEndpoints } from './comment.endpoints.ts';

export const commentsModule = defineModule({
  name: 'comments',
  tag: 'Comments on a task.',
  endpoints: commentEndpoints,
});
