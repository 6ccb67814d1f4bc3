import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { CalendarTask } from './calendar.repository.ts';
import { buildCalendarFeed } from './calendar-feed.ts';

const task = (over: Partial<CalendarTask>): CalendarTask => ({
  id: '6f1c1c52-0000-4000-8000-000000000001',
  title: 'A task',
  ref: 'GEN-1',
  status: 'todo',
  priority: 'medium',
  dueDate: '2026-12-01',
  updatedAt: '2026-11-25T10:00:00.000Z',
  ownerName: 'Ana',
  assigneeName: null,
  ...over,
});

const parse = (ics: string) => ical.sync.parseICS(ics);
const eventsOf = (ics: string) => Object.values(parse(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');
/** node-ical builds date-only values at local midnight. */
const localDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The physical lines of a feed (RFC 5545 3.1: CRLF-separated, folded lines start with a space). */
const linesOf = (ics: string) => ics.split('\r\n');

describe('calendar feed text (RFC 5545)', () => {
  const long = 'Réunion é€😀 東京 '.repeat(30);
  const feed = buildCalendarFeed(
    'Ana; Bob, \\ Co',
    [
      task({ id: '6f1c1c52-0000-4000-8000-000000000001', title: 'Review, plan; ship \\ done' }),
      task({ id: '6f1c1c52-0000-4000-8000-000000000002', title: long, ownerName: 'Zoë, the; owner' }),
    ],
    'https://tasks.example.com',
  );

  it('parses back to exactly the references, titles and names it was given', () => {
    const events = eventsOf(feed);
    expect(events.map((e) => e.summary)).toEqual(['GEN-1 Review, plan; ship \\ done', `GEN-1 ${long}`]);
    expect(String(events[1]!.description)).toContain('Owner: Zoë, the; owner');
    const calendar = Object.values(parse(feed)).find((c) => c?.type === 'VCALENDAR') as unknown as
      | Record<string, unknown>
      | undefined;
    expect(calendar?.['WR-CALNAME']).toBe('Task Manager – Ana; Bob, \\ Co');
    expect(feed).toContain('X-WR-CALNAME:Task Manager – Ana\\; Bob\\, \\\\ Co\r\n');
  });

  it('folds every line at 75 octets without splitting a UTF-8 sequence', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const lines = linesOf(feed);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of lines) {
      const bytes = Buffer.from(line, 'utf8');
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Each physical line decodes on its own: no multi-byte character was cut in two.
      expect(() => decoder.decode(bytes)).not.toThrow();
    }
  });

  it('keeps line breaks and control characters stored before the input rules inside their property', () => {
    const injected = buildCalendarFeed(
      'Eve\r\nX-INJECTED:1\nEND:VCALENDAR',
      [task({ title: 'Line\nBEGIN:VEVENT\u0000', ownerName: 'Own\rer\u001b[2J' })],
      'https://tasks.example.com',
    );
    const lines = linesOf(injected);
    expect(lines.filter((l) => /^(BEGIN|END):VEVENT$/.test(l))).toEqual(['BEGIN:VEVENT', 'END:VEVENT']);
    expect(lines.filter((l) => l === 'END:VCALENDAR')).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('X-INJECTED'))).toBe(false);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters.
    expect(injected.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    const [event] = eventsOf(injected);
    expect(event!.summary).toBe('GEN-1 Line\nBEGIN:VEVENT');
  });

  it('writes the first and last due dates a task may have', () => {
    const edges = buildCalendarFeed(
      'Ana',
      [
        task({ id: '6f1c1c52-0000-4000-8000-000000000003', dueDate: '1900-01-01' }),
        task({ id: '6f1c1c52-0000-4000-8000-000000000004', dueDate: '9999-12-31' }),
      ],
      'https://tasks.example.com',
    );
    expect(edges).toContain('DTSTART;VALUE=DATE:19000101\r\nDTEND;VALUE=DATE:19000102');
    // No five-digit DTEND: without one, an all-day event lasts its one day.
    expect(edges).toMatch(/DTSTART;VALUE=DATE:99991231\r\n(?!DTEND)/);
    expect(edges).not.toMatch(/VALUE=DATE:\d{9}/);
    const [first, last] = eventsOf(edges);
    expect(localDate(first!.start)).toBe('1900-01-01');
    expect(localDate(last!.start)).toBe('9999-12-31');
  });
});
