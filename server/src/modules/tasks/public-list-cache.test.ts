import type { PublicTask } from '@tm/domain/task/task.schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../../app-deps.ts';
import { publicListCache } from './public-list-cache.ts';

const task = (title: string) => ({ title }) as PublicTask;

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('public list cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves one load to concurrent readers and reuses it until invalidated', async () => {
    const cache = publicListCache({} as AppDeps);
    let loads = 0;
    const load = async () => {
      loads++;
      return [task(`v${loads}`)];
    };
    const [a, b] = await Promise.all([cache.get(load), cache.get(load)]);
    expect(loads).toBe(1);
    expect(a.body.toString()).toBe('[{"title":"v1"}]');
    expect(b).toBe(a);
    expect(await cache.get(load)).toBe(a);
    cache.invalidate();
    const c = await cache.get(load);
    expect(c.value).toEqual([task('v2')]);
    expect(c.etag).not.toBe(a.etag);
  });

  it('never answers a load started before an invalidation to a reader arriving after it', async () => {
    const cache = publicListCache({} as AppDeps);
    const first = deferred<PublicTask[]>();
    const early = cache.get(() => first.promise);
    cache.invalidate();
    const late = cache.get(async () => [task('fresh')]);
    first.resolve([task('stale')]);
    expect((await early).value).toEqual([task('stale')]);
    expect((await late).value).toEqual([task('fresh')]);
    expect((await cache.get(async () => [task('unused')])).value).toEqual([task('fresh')]);
  });

  it('keeps one cache per running app', async () => {
    const one = await publicListCache({} as AppDeps).get(async () => [task('one')]);
    const two = await publicListCache({} as AppDeps).get(async () => [task('two')]);
    expect(one.value).not.toEqual(two.value);
  });

  it('answers the older copy while an expired one is rebuilt, and waits once it is too old', async () => {
    vi.useFakeTimers();
    const cache = publicListCache({} as AppDeps);
    await cache.get(async () => [task('v1')]);
    vi.advanceTimersByTime(2_500);
    const rebuilt = deferred<PublicTask[]>();
    expect((await cache.get(() => rebuilt.promise)).value).toEqual([task('v1')]);
    rebuilt.resolve([task('v2')]);
    await rebuilt.promise;
    await Promise.resolve();
    expect((await cache.get(async () => [task('unused')])).value).toEqual([task('v2')]);
    vi.advanceTimersByTime(60_000);
    expect((await cache.get(async () => [task('v3')])).value).toEqual([task('v3')]);
  });
});
