import { AnalyticsInput } from '@tm/domain/analytics/analytics.schema';
import { AnalyticsExportInput, AnalyticsTrendsInput } from '@tm/domain/analytics/analytics-trends.schema';
import { LabelOut } from '@tm/domain/api/wire.schema';
import { CalendarLinksOut } from '@tm/domain/api/wire-accounts.schema';
import { IntegrationOut, IntegrationTestResultOut } from '@tm/domain/api/wire-integrations.schema';
import {
  AnalyticsOverviewOut,
  AnalyticsTrendsOut,
  MeetingOverviewOut,
} from '@tm/domain/api/wire-overviews.schema';
import {
  IntegrationConfigureInput,
  IntegrationOwnerInput,
  IntegrationTestInput,
} from '@tm/domain/integration/integration.schema';
import { CreateLabelInput, UpdateLabelInput } from '@tm/domain/label/label.schema';
import { z } from 'zod';
import { route } from '../route-spec.ts';

/** modules/labels, calendar, integrations, analytics and meeting. */
export const teamPaths = [
  route({
    method: 'get',
    path: '/api/labels',
    procedure: 'labels.list',
    summary: 'The team’s labels',
    auth: 'member',
    responses: { 200: z.array(LabelOut) },
  }),
  route({
    method: 'post',
    path: '/api/labels',
    procedure: 'labels.create',
    summary: 'Create a label',
    auth: 'member',
    body: CreateLabelInput,
    responses: { 201: LabelOut },
  }),
  route({
    method: 'patch',
    path: '/api/labels/:id',
    procedure: 'labels.update',
    summary: 'Rename or recolour a label',
    auth: 'member',
    body: UpdateLabelInput,
    responses: { 200: LabelOut },
  }),
  route({
    method: 'delete',
    path: '/api/labels/:id',
    procedure: 'labels.delete',
    summary: 'Delete a label',
    auth: 'member',
    responses: { 204: 'empty' },
  }),
  route({
    method: 'get',
    path: '/api/ical/user/:id/subscribe.ics',
    // REST only: an iCalendar file that calendar apps fetch by address, signed in by the token in it.
    procedure: { restOnly: 'calendar.feed' },
    summary: 'A member’s calendar feed (token in the query)',
    auth: 'public',
    query: z.object({ token: z.string() }),
    responses: { 200: { mediaType: 'text/calendar' } },
  }),
  route({
    method: 'get',
    path: '/api/ical/user/:id/token',
    // REST only: the calendar module has no tRPC router; the profile screen reads its links here.
    procedure: { restOnly: 'calendar.links' },
    summary: 'A member’s calendar links',
    auth: 'member',
    responses: { 200: CalendarLinksOut },
  }),
  route({
    method: 'post',
    path: '/api/ical/user/:id/token',
    // REST only: the calendar module has no tRPC router; the profile screen renews its links here.
    procedure: { restOnly: 'calendar.renewLinks' },
    summary: 'New calendar links (the old stop working)',
    auth: 'member',
    responses: { 200: CalendarLinksOut },
  }),
  route({
    method: 'get',
    path: '/api/integrations',
    procedure: 'integrations.list',
    summary: 'Ticket integrations',
    auth: 'member',
    query: IntegrationOwnerInput,
    responses: { 200: z.array(IntegrationOut) },
  }),
  route({
    method: 'post',
    path: '/api/integrations/test',
    procedure: 'integrations.test',
    summary: 'Try an integration’s settings',
    auth: 'member',
    body: IntegrationTestInput,
    responses: { 200: IntegrationTestResultOut },
  }),
  route({
    method: 'post',
    path: '/api/integrations/configure',
    procedure: 'integrations.configure',
    summary: 'Save an integration',
    auth: 'member',
    body: IntegrationConfigureInput,
    responses: { 200: IntegrationOut },
  }),
  route({
    method: 'post',
    path: '/api/integrations/:provider/sync',
    procedure: 'integrations.sync',
    summary: 'Sync an integration now',
    auth: 'member',
    query: IntegrationOwnerInput,
    textParams: ['provider'],
    responses: { 200: IntegrationOut },
  }),
  route({
    method: 'delete',
    path: '/api/integrations/:provider',
    procedure: 'integrations.remove',
    summary: 'Remove an integration',
    auth: 'member',
    query: IntegrationOwnerInput,
    textParams: ['provider'],
    responses: { 204: 'empty' },
  }),
  route({
    method: 'get',
    path: '/api/analytics',
    procedure: 'analytics.overview',
    summary: 'Team analytics',
    auth: 'member',
    query: AnalyticsInput,
    responses: { 200: AnalyticsOverviewOut },
  }),
  route({
    method: 'get',
    path: '/api/analytics/trends',
    procedure: 'analytics.trends',
    summary:
      'Team analytics over time: created, completed and overdue per day or week, cycle time, per label',
    auth: 'member',
    query: AnalyticsTrendsInput,
    responses: { 200: AnalyticsTrendsOut },
  }),
  route({
    method: 'get',
    path: '/api/analytics/export',
    procedure: 'analytics.exportCsv',
    summary: 'Team analytics as CSV (section, item, metric, value)',
    auth: 'member',
    query: AnalyticsExportInput,
    responses: { 200: { mediaType: 'text/csv' } },
  }),
  route({
    method: 'get',
    path: '/api/meeting',
    procedure: 'meeting.overview',
    summary: 'The team meeting’s overview',
    auth: 'member',
    responses: { 200: MeetingOverviewOut },
  }),
];
