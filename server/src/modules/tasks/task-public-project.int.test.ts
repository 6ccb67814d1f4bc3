import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { callerAs, refusal } from '../../trpc/caller.test-helper.ts';
import { changeProject, newProject, publishIn } from './public-project.test-helper.ts';
import { createTask } from './task.test-helper.ts';

// A project's wall screen (issue 31, `/dashboard/{KEY}`): GET /api/tasks/public?project=KEY
// and tasks.publicList({ project }) answer that project's published tasks, and the same
// 404 for any key that names no live project with a published task.

const t = useTestApp();
let ann: SignedIn;
beforeAll(async () => {
  ann = await t.member('Ann Wall');
});

const anonymous = () => callerAs(t, null);
const titlesOf = (list: { title: string }[]) => list.map((p) => p.title).sort();
const restList = async (query = '') => {
  const res = await t.client().get(`/api/tasks/public${query}`);
  return { status: res.status, body: res.body };
};

describe('GET /api/tasks/public?project=KEY', () => {
  it('answers one project’s published tasks only, over REST and tRPC alike', async () => {
    const web = await newProject(ann);
    const shop = await newProject(ann);
    await publishIn(ann, web, 'Web published');
    await createTask(ann.client, { title: 'Web unpublished', projectId: web.id });
    await publishIn(ann, shop, 'Shop published');

    const rest = await restList(`?project=${web.key}`);
    expect(rest.status).toBe(200);
    expect(titlesOf(rest.body)).toEqual(['Web published']);
    // The key is read as typed on a screen's address: case and spaces do not matter.
    expect((await restList(`?project=%20${web.key.toLowerCase()}`)).body).toEqual(rest.body);
    expect(await anonymous().tasks.publicList({ project: web.key })).toEqual(rest.body);

    // The instance's list shows both projects (shown there by default).
    const all = titlesOf((await restList()).body);
    expect(all).toEqual(expect.arrayContaining(['Web published', 'Shop published']));
  });

  it('answers the same 404 for an unknown key, a bad one and a project with nothing published', async () => {
    const quiet = await newProject(ann);
    await createTask(ann.client, { title: 'Not published', projectId: quiet.id });
    const unknown = await restList('?project=NOSUCHKEY');
    expect(unknown).toEqual({ status: 404, body: expect.objectContaining({ code: 'NOT_FOUND' }) });
    // Nothing tells an existing project from a missing one.
    for (const key of [quiet.key, 'no such', '']) {
      expect(await restList(`?project=${encodeURIComponent(key)}`)).toEqual(unknown);
      expect(await refusal(anonymous().tasks.publicList({ project: key }))).toEqual({
        status: 404,
        code: 'NOT_FOUND',
      });
    }
  });

  it('keeps a project hidden from the instance’s dashboard on its own', async () => {
    const hidden = await newProject(ann);
    await publishIn(ann, hidden, 'Only on its own wall');
    await changeProject(ann, hidden, { showOnInstanceDashboard: false });

    expect(titlesOf((await restList()).body)).not.toContain('Only on its own wall');
    expect(titlesOf(await anonymous().tasks.publicList())).not.toContain('Only on its own wall');
    expect(titlesOf((await restList(`?project=${hidden.key}`)).body)).toEqual(['Only on its own wall']);
    expect(titlesOf(await anonymous().tasks.publicList({ project: hidden.key }))).toEqual([
      'Only on its own wall',
    ]);

    await changeProject(ann, hidden, { showOnInstanceDashboard: true });
    expect(titlesOf((await restList()).body)).toContain('Only on its own wall');
  });

  it('answers 404 for an archived project, whose tasks leave the instance’s list too, until unarchived', async () => {
    const old = await newProject(ann);
    await publishIn(ann, old, 'Archived with its project');
    expect((await ann.client.post(`/api/projects/${old.id}/archive`)).status).toBe(200);

    expect(await restList(`?project=${old.key}`)).toEqual({
      status: 404,
      body: expect.objectContaining({ code: 'NOT_FOUND' }),
    });
    expect(await refusal(anonymous().tasks.publicList({ project: old.key }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(titlesOf((await restList()).body)).not.toContain('Archived with its project');

    expect((await ann.client.post(`/api/projects/${old.id}/unarchive`)).status).toBe(200);
    expect(titlesOf((await restList(`?project=${old.key}`)).body)).toEqual(['Archived with its project']);
    expect(titlesOf((await restList()).body)).toContain('Archived with its project');
  });
});
