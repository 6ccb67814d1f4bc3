import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Task } from '../tasks/task.entity.ts';
import { User } from '../users/user.entity.ts';

export const CommentSchema = defineEntity({
  name: 'Comment',
  tableName: 'comments',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    task: () => p.manyToOne(Task).ref().deleteRule('cascade'),
    author: () => p.manyToOne(User).ref(),
    content: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
    editedAt: p.datetime().nullable(),
  },
});

class Comment extends CommentSchema.class {}
CommentSchema.setClass(Comment);
