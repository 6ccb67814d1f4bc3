import type { EntityManager } from '@mikro-orm/postgresql';
import type { CalendarLinks } from '@tm/domain/calendar/calendar.schema';
import { calendarFileName } from '@tm/domain/calendar/calendar-file-name';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { listScope } from '../tasks/task-scope.ts';
import { calendarRepository } from './calendar.repository.ts';
import { buildCalendarFeed } from './calendar-feed.ts';
import { calendarToken, tokensMatch } from './calendar-token.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CalendarFeed {
  ics: string;
  fileName: string;
}

function feedUrl(baseUrl: string, userId: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/ical/user/${userId}/subscribe.ics?token=${token}`;
}

function links(baseUrl: string, userId: string, token: string): CalendarLinks {
  const url = feedUrl(baseUrl, userId, token);
  return { token, url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

function requireSelf(actorId: string, userId: string): void {
  if (actorId !== userId) {
    throw new DomainError('forbidden', 'FORBIDDEN', 'Only the user themself may see their calendar link');
  }
}

export const calendarService = {
  /** The feed for a valid token; anything else is 404, the same answer as an unknown user. */
  async feed(
    em: EntityManager,
    secret: string,
    userId: string,
    token: unknown,
    appUrl: string,
    projectIds?: readonly string[],
  ): Promise<CalendarFeed> {
    if (!UUID.test(userId) || typeof token !== 'string') throw notFound('Calendar');
    const user = await calendarRepository.findUser(em, userId);
    if (!user || !tokensMatch(calendarToken(secret, user.id, user.tokenVersion), token)) {
      throw notFound('Calendar');
    }
    const tasks = await calendarRepository.tasksWithDueDate(em, listScope(user, projectIds), user.id);
    return { ics: buildCalendarFeed(user.name, tasks, appUrl), fileName: calendarFileName(user.name) };
  },

  async links(em: EntityManager, secret: string, actorId: string, userId: string, baseUrl: string) {
    requireSelf(actorId, userId);
    const user = await calendarRepository.findUser(em, userId);
    if (!user) throw notFound('User');
    return links(baseUrl, user.id, calendarToken(secret, user.id, user.tokenVersion));
  },

  /** A new token; the previous URL answers 404 from now on. */
  async rotate(em: EntityManager, secret: string, actorId: string, userId: string, baseUrl: string) {
    requireSelf(actorId, userId);
    const version = await calendarRepository.bumpTokenVersion(em, userId);
    if (version === null) throw notFound('User');
    return links(baseUrl, userId, calendarToken(secret, userId, version));
  },
};
