import { LabelOut } from '@tm/domain/api/wire.schema';
import { CreateLabelInput, UpdateLabelInput } from '@tm/domain/label/label.schema';
import { z } from 'zod';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { labelsRest } from './label.rest.ts';
import { labelsRouter } from './label.router.ts';

export const labelsModule = defineModule({
  name: 'labels',
  tag: 'The team’s labels.',
  adapters: labelsRest,
  router: labelsRouter,
  paths: [
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
  ],
});
