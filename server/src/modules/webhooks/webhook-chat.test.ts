import { describe, expect, it } from 'vitest';
import { chatSafe, chatText } from './webhook-chat.ts';

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

describe('chat text from what members wrote', () => {
  const zw = '\u200B';

  it.each([
    ['Slack’s three escapes', 'R&D <draft> 1 > 0', 'R&amp;D &lt;draft&gt; 1 &gt; 0'],
    [
      'a Slack broadcast',
      '<!channel> <!here> <!everyone>',
      '&lt;!channel&gt; &lt;!here&gt; &lt;!everyone&gt;',
    ],
    ['a Slack user mention', 'ping <@U024BE7LH>', `ping &lt;@${zw}U024BE7LH&gt;`],
    [
      'a Slack link with a false label',
      '<https://evil.example|Open the report>',
      '&lt;https://evil.example|Open the report&gt;',
    ],
    ['mentions', '@all @here @channel @ana', `@${zw}all @${zw}here @${zw}channel @${zw}ana`],
    ['a Markdown link', '[the report](https://evil.example)', `[the report]${zw}(https://evil.example)`],
    ['a Markdown image', '![x](https://tracker.example/p.gif)', `![x]${zw}(https://tracker.example/p.gif)`],
    ['an escape already written', '&amp;lt;', '&amp;amp;lt;'],
  ])('neutralises %s', (_what, text, safe) => {
    expect(chatSafe(text)).toBe(safe);
  });

  it('escapes titles, comments and names in every message', () => {
    expect(chatText(event('task.created', { task: { title: '<!channel> deploy & @here' } }))).toBe(
      `New task “&lt;!channel&gt; deploy &amp; @${zw}here”`,
    );
    expect(
      chatText(
        event('comment.created', {
          task: { title: 'A <b>' },
          comment: { content: 'see <https://x.example|this> @all' },
        }),
      ),
    ).toBe(`New comment on “A &lt;b&gt;”: “see &lt;https://x.example|this&gt; @${zw}all”`);
    expect(chatText(event('user.created', { user: { name: '@channel' } }))).toBe(
      `New member: “@${zw}channel”`,
    );
  });

  it('cuts a long text before escaping it, so no escape is cut in half', () => {
    const text = chatText(event('task.created', { task: { title: `${'x'.repeat(199)}&more` } }));
    expect(text).toBe(`New task “${'x'.repeat(199)}&amp;”`);
  });
});
