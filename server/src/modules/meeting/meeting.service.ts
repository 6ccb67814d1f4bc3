import type { EntityManager } from '@mikro-orm/postgresql';
import { MEETING_CRITICAL_LIMIT, type MeetingOverview } from '@tm/domain/meeting/meeting.schema';
import type { TaskScope } from '../tasks/task-scope.ts';
import { meetingRepository } from './meeting.repository.ts';

/** What the meeting screen shows: the counters over every open task and the first critical ones. */
export async function meetingOverview(em: EntityManager, scope: TaskScope): Promise<MeetingOverview> {
  const counts = await meetingRepository.counts(em, scope);
  const critical = await meetingRepository.critical(em, scope, MEETING_CRITICAL_LIMIT);
  return { counts, critical };
}
