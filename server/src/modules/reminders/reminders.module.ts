import { defineModule } from '../define-module.ts';
import { defineReminderJobs } from './reminder.jobs.ts';

export const remindersModule = defineModule({
  name: 'reminders',
  jobs: defineReminderJobs,
});
