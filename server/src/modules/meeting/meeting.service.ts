import type { EntityManager } from '@mikro-orm/postgresql';
import { MEETING_CRITICAL_LIMIT, type MeetingOverview } from '@tm/domain/meeting/meeting.schema';
import { meetingRepository } from './meeting.repository.ts';

/** What the meeting screen shows: the counters over every open task and the first critical ones. */
export async function meetingOverview(em: EntityManager): Promise<MeetingOverview> {
  const counts = await meetingRepository.counts(em);
  const critical = await meetingRepository.critical(em, MEETING_CRITICAL_LIMIT);
  return { counts, critical };
}
