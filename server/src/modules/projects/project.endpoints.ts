import { ProjectMemberOut, ProjectOut } from '@tm/domain/api/wire-projects.schema';
import {
  CreateProjectInput,
  DeleteProjectInput,
  ListProjectsInput,
  ProjectIdInput,
  ProjectMemberIdInput,
  ProjectMemberRoleInput,
  SetProjectMemberInput,
  UpdateProjectByIdInput,
  UpdateProjectInput,
} from '@tm/domain/project/project.schema';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  createProject,
  deleteProject,
  getProject,
  listMembers,
  listProjects,
  removeMember,
  setArchived,
  setMember,
  updateProject,
} from './project.service.ts';
import { projectNotFound } from './project-access.ts';

// Anything that is not a UUID cannot name a project: the projects' own 404.
const ID = { id: { notFound: projectNotFound } } as const;
const MEMBER = { id: { notFound: projectNotFound }, userId: { notFound: 'User' } } as const;
const Members = z.array(ProjectMemberOut);

export const projectEndpoints = {
  list: endpoint({
    auth: 'member',
    summary: 'My projects (an admin’s `all=1`: every project)',
    input: ListProjectsInput.optional(),
    rest: {
      method: 'get',
      path: '/api/projects',
      query: ListProjectsInput,
      responses: { 200: z.array(ProjectOut) },
    },
    handler: (ctx, input) => listProjects(ctx, input?.all ?? false),
  }),
  create: endpoint({
    auth: 'member',
    summary: 'Create a project (its creator becomes its manager)',
    input: CreateProjectInput,
    rest: { method: 'post', path: '/api/projects', body: CreateProjectInput, responses: { 201: ProjectOut } },
    handler: (ctx, input) => createProject(ctx, input),
  }),
  get: endpoint({
    auth: 'member',
    summary: 'One project',
    input: ProjectIdInput,
    rest: { method: 'get', path: '/api/projects/:id', params: ID, responses: { 200: ProjectOut } },
    handler: (ctx, { id }) => getProject(ctx, id),
  }),
  update: endpoint({
    auth: 'member',
    summary: 'Change a project’s settings (its managers)',
    input: UpdateProjectByIdInput,
    rest: {
      method: 'patch',
      path: '/api/projects/:id',
      params: ID,
      body: UpdateProjectInput,
      responses: { 200: ProjectOut },
    },
    handler: (ctx, { id, ...fields }) => updateProject(ctx, id, fields),
  }),
  archive: endpoint({
    auth: 'member',
    summary: 'Archive a project: read-only, hidden from default views',
    input: ProjectIdInput,
    rest: { method: 'post', path: '/api/projects/:id/archive', params: ID, responses: { 200: ProjectOut } },
    handler: (ctx, { id }) => setArchived(ctx, id, true),
  }),
  unarchive: endpoint({
    auth: 'member',
    summary: 'Unarchive a project',
    input: ProjectIdInput,
    rest: { method: 'post', path: '/api/projects/:id/unarchive', params: ID, responses: { 200: ProjectOut } },
    handler: (ctx, { id }) => setArchived(ctx, id, false),
  }),
  remove: endpoint({
    auth: 'member',
    summary: 'Delete an empty project, or move its tasks first (`moveTasksTo`)',
    input: DeleteProjectInput,
    rest: {
      method: 'delete',
      path: '/api/projects/:id',
      params: ID,
      query: DeleteProjectInput.omit({ id: true }),
      responses: { 204: 'empty' },
    },
    handler: (ctx, { id, moveTasksTo }) => deleteProject(ctx, id, moveTasksTo),
    answer: (_none, { id }) => ({ id }),
  }),
  members: endpoint({
    auth: 'member',
    summary: 'A project’s people and their roles',
    input: ProjectIdInput,
    rest: { method: 'get', path: '/api/projects/:id/members', params: ID, responses: { 200: Members } },
    handler: (ctx, { id }) => listMembers(ctx, id),
  }),
  setMember: endpoint({
    auth: 'member',
    summary: 'Add someone to a project or change their role (its managers)',
    input: SetProjectMemberInput,
    rest: {
      method: 'put',
      path: '/api/projects/:id/members/:userId',
      params: MEMBER,
      body: ProjectMemberRoleInput,
      responses: { 200: Members },
    },
    handler: (ctx, { id, userId, role }) => setMember(ctx, id, userId, role),
  }),
  removeMember: endpoint({
    auth: 'member',
    summary: 'Remove someone from a project (its managers; anyone may leave)',
    input: ProjectMemberIdInput,
    rest: {
      method: 'delete',
      path: '/api/projects/:id/members/:userId',
      params: MEMBER,
      responses: { 204: 'empty' },
    },
    handler: (ctx, { id, userId }) => removeMember(ctx, id, userId),
    answer: (_none, input) => input,
  }),
};
