import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Comment, Task } from '@tm/domain/task/task.schema';
import type { ListedTask } from '@tm/domain/task/task-card';
import type { TaskUpdate } from '@tm/domain/task/task-update';
import { describe, expect, it } from 'vitest';
import { followTaskEvents, type TaskEventSource } from './task-socket.ts';
import { createTaskStore, type TaskChange } from './task-store.ts';

const card = (id: string, version = 1, commentCount = 0) =>
  ({ id, version, title: id, commentCount, checklistDone: 0, checklistTotal: 0 }) as ListedTask;
const comment = { id: 'c1', content: 'hi', createdAt: '2026-01-01T00:00:00.000Z' } as Comment;

function followed() {
  const socket = new EventEmitter();
  const store = createTaskStore();
  const told: TaskChange[] = [];
  store.subscribe((changes) => told.push(...changes));
  followTaskEvents(socket as unknown as TaskEventSource, store);
  return { socket, store, told };
}

describe('followTaskEvents', () => {
  it('listens once to each task and comment event', () => {
    const { socket } = followed();
    const events = [
      'task:created',
      'task:updated',
      'task:deleted',
      'comment:added',
      'comment:updated',
      'comment:deleted',
    ];
    expect(events.map((event) => socket.listenerCount(event))).toEqual(events.map(() => 1));
  });

  it('writes each event into the store once', () => {
    const { socket, store, told } = followed();
    store.put([{ ...card('a'), comments: [], checklist: [] } as unknown as Task], 'read');
    socket.emit('task:created', { ...card('n'), comments: [], checklist: [] });
    socket.emit('task:updated', {
      ...card('a', 2),
      title: 'renamed',
      checklist: [],
      changed: ['title'],
    } as unknown as TaskUpdate);
    socket.emit('comment:added', { taskId: 'a', comment });
    socket.emit('comment:updated', { taskId: 'a', comment: { ...comment, content: 'edited' } });
    expect(store.get('a')?.card).toMatchObject({ version: 2, title: 'renamed', commentCount: 1 });
    expect(store.get('a')?.comments?.map((c) => c.content)).toEqual(['edited']);
    socket.emit('comment:deleted', { taskId: 'a', id: 'c1' });
    expect(store.get('a')?.card.commentCount).toBe(0);
    socket.emit('task:deleted', { id: 'n' });
    expect(store.get('n')).toBeUndefined();
    expect(told.map((c) => `${c.kind} ${c.id}`)).toEqual([
      'read a',
      'created n',
      'updated a',
      'commented a',
      'commented a',
      'commented a',
      'deleted n',
    ]);
  });
});

describe('the client', () => {
  it('subscribes to task:updated in one place only, this module', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const folders = [
      'packages',
      'shell',
      'mf-tasks',
      'mf-dashboard',
      'mf-meeting',
      'mf-analytics',
      'mf-admin',
    ];
    const sources = folders.flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter(
          (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'),
        )
        .map((file) => path.join(folder, file)),
    );
    const subscribing = sources.filter((file) =>
      /(?:\.on|useSocketEvent)\(\s*'task:updated'/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(subscribing).toEqual([path.join('packages', 'api-client', 'src', 'task-socket.ts')]);
  });
});
