import type { TypedServer } from './socket-types.ts';

/** What `io.adapter()` takes: a class Socket.IO instantiates once per namespace. */
export type AdapterFactory = NonNullable<Parameters<TypedServer['adapter']>[0]>;

/**
 * The same factory, each adapter it makes handed to `decorate` first (to wrap one of
 * its methods, say). A plain function, not a subclass: it must wrap whichever adapter
 * class it is given, and Socket.IO instantiates it with `new`.
 */
export function decorateAdapters<A>(factory: AdapterFactory, decorate: (adapter: A) => void): AdapterFactory {
  function DecoratedAdapter(this: unknown, nsp: unknown) {
    const adapter = new (factory as unknown as new (n: unknown) => A)(nsp);
    decorate(adapter);
    return adapter;
  }
  return DecoratedAdapter as unknown as AdapterFactory;
}
