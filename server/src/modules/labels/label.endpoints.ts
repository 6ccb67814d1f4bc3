import { LabelOut } from '@tm/domain/api/wire.schema';
import {
  CreateLabelInput,
  LabelIdInput,
  ListLabelsInput,
  UpdateLabelByIdInput,
  UpdateLabelInput,
} from '@tm/domain/label/label.schema';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { createLabel, deleteLabel, labelNotFound, listLabels, updateLabel } from './label.service.ts';

// Anything that is not a UUID cannot name a label: the labels' own 404.
const ID = { id: { notFound: labelNotFound } } as const;

export const labelEndpoints = {
  list: endpoint({
    auth: 'member',
    summary: 'The labels of the reader’s projects',
    input: ListLabelsInput.optional(),
    rest: {
      method: 'get',
      path: '/api/labels',
      query: ListLabelsInput,
      responses: { 200: z.array(LabelOut) },
    },
    handler: (ctx, input) => listLabels(ctx, input?.projectId),
  }),
  create: endpoint({
    auth: 'member',
    summary: 'Create a label',
    input: CreateLabelInput,
    rest: { method: 'post', path: '/api/labels', body: CreateLabelInput, responses: { 201: LabelOut } },
    handler: (ctx, input) => createLabel(ctx, input),
  }),
  update: endpoint({
    auth: 'member',
    summary: 'Rename or recolour a label',
    input: UpdateLabelByIdInput,
    rest: {
      method: 'patch',
      path: '/api/labels/:id',
      params: ID,
      body: UpdateLabelInput,
      responses: { 200: LabelOut },
    },
    handler: (ctx, { id, ...fields }) => updateLabel(ctx, id, fields),
  }),
  delete: endpoint({
    auth: 'member',
    summary: 'Delete a label',
    input: LabelIdInput,
    rest: { method: 'delete', path: '/api/labels/:id', params: ID, responses: { 204: 'empty' } },
    handler: (ctx, { id }) => deleteLabel(ctx, id),
  }),
};
