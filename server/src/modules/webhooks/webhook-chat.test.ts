import { describe, expect, it } from 'vitest';
import { chatText } from './webhook-chat.ts';

const event = (type: string, data: Record<string, unknown>) =>
  ({
    id: '00000000-0000-4000-8000-000000000000',
    type,
    occurredAt: '2026-11-26T10:00:00.000Z',
    data,
  }) as Parameters<typeof chatText>[0];

describe('chat text', () => {
  it.each([
    ['task.created', { task: { title: 'Renew TLS' } }, 'New task “Renew TLS”'],
    ['task.published', { task: { title: 'Renew TLS' } }, 'Task “Renew TLS” was published'],
    ['task.unpublished', { task: { title: 'Renew TLS' } }, 'Task “Renew TLS” is no longer public'],
    ['task.deleted', { task: { id: 'x' } }, 'A task was deleted'],
    [
      'comment.created',
      { task: { title: 'Renew TLS' }, comment: { content: 'Done\non staging' } },
      'New comment on “Renew TLS”: “Done on staging”',
    ],
    ['user.created', { user: { name: 'Ada' } }, 'New member: “Ada”'],
    ['user.deleted', { user: { name: 'Ada' } }, 'Member “Ada” was deleted'],
    ['ping', {}, 'Test event from Task Manager: this webhook works'],
  ])('%s is one line', (type, data, text) => {
    expect(chatText(event(type, data))).toBe(text);
  });
});
