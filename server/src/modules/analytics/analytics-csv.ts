import type { AnalyticsOverview } from '@tm/domain/analytics/analytics.schema';
import type { AnalyticsCsv, AnalyticsTrends } from '@tm/domain/analytics/analytics-trends.schema';

// The analytics figures as one CSV table in long form (section, item, metric, value): one
// shape for every figure, so a spreadsheet's pivot or a script reads it without knowing
// how many tables there are. RFC 4180 quoting, CRLF line ends.

type Cell = string | number | null;

/** A text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading quote. */
function text(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: Cell): string {
  if (value === null) return '';
  const s = typeof value === 'number' ? String(value) : text(value);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function analyticsCsv(overview: AnalyticsOverview, trends: AnalyticsTrends): AnalyticsCsv {
  const rows: Cell[][] = [['section', 'item', 'metric', 'value']];
  const add = (section: string, item: string, metric: string, value: Cell) =>
    rows.push([section, item, metric, value]);

  add('period', '', 'days', overview.days);
  add('period', '', 'since', overview.since);
  add('period', '', 'until', overview.until);
  add('period', '', 'bucket', trends.bucket);
  add('summary', '', 'total', overview.total);
  add('summary', '', 'done', overview.done);
  add('summary', '', 'completion_rate_percent', overview.completionRate);
  add('summary', '', 'overdue', overview.overdue);
  add('cycle_time', '', 'completed_tasks', trends.cycleTime.count);
  add('cycle_time', '', 'average_seconds', round(trends.cycleTime.averageSeconds));
  add('cycle_time', '', 'median_seconds', round(trends.cycleTime.medianSeconds));
  add('cycle_time', '', 'p85_seconds', round(trends.cycleTime.p85Seconds));
  for (const p of trends.series) {
    add('series', p.start, 'created', p.created);
    add('series', p.start, 'completed', p.completed);
    add('series', p.start, 'overdue', p.overdue);
  }
  for (const [status, n] of Object.entries(overview.byStatus)) add('active_by_status', status, 'tasks', n);
  for (const [priority, n] of Object.entries(overview.byPriority))
    add('active_by_priority', priority, 'tasks', n);
  for (const u of overview.users) {
    add('assignee', u.user.name, 'total', u.total);
    add('assignee', u.user.name, 'done', u.done);
    add('assignee', u.user.name, 'active', u.active);
  }
  add('unassigned', '', 'total', overview.unassigned.total);
  add('unassigned', '', 'done', overview.unassigned.done);
  add('unassigned', '', 'active', overview.unassigned.active);
  for (const l of trends.byLabel) {
    add('label', l.label.name, 'total', l.total);
    add('label', l.label.name, 'done', l.done);
    add('label', l.label.name, 'active', l.active);
  }
  return {
    filename: `analytics-${overview.days}d-${overview.until.slice(0, 10)}.csv`,
    csv: `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`,
  };
}

const round = (v: number | null) => (v === null ? null : Math.round(v));
