import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { holdOncePerKey, onResyncNeeded } from './resync-on-reconnect.ts';

class FakeSocket extends EventEmitter {
  connected = false;
  recovered = false;
  connect(recovered: boolean) {
    this.connected = true;
    this.recovered = recovered;
    this.emit('connect');
  }
}

describe('resync after a reconnection', () => {
  it('is not needed on the first connection', () => {
    const socket = new FakeSocket();
    let resyncs = 0;
    onResyncNeeded(socket, () => resyncs++);
    socket.connect(false);
    expect(resyncs).toBe(0);
  });

  it('is needed when missed events were not recovered, and not when they were', () => {
    const socket = new FakeSocket();
    let resyncs = 0;
    onResyncNeeded(socket, () => resyncs++);
    socket.connect(false);
    socket.connect(true);
    expect(resyncs).toBe(0);
    socket.connect(false);
    expect(resyncs).toBe(1);
  });

  it('counts a socket already connected when subscribing as the first connection', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    let resyncs = 0;
    const stop = onResyncNeeded(socket, () => resyncs++);
    socket.connect(false);
    expect(resyncs).toBe(1);
    stop();
    socket.connect(false);
    expect(resyncs).toBe(1);
  });
});

describe('resync mounted by nested providers', () => {
  type Holders = WeakMap<object, { count: number; stop: () => void }>;

  /** Counts how often the resync is started and stopped for each client. */
  function resyncs() {
    const log: string[] = [];
    const start = (name: string) => () => {
      log.push(`start ${name}`);
      return () => log.push(`stop ${name}`);
    };
    return { log, start };
  }

  it('starts once for a client shared by the shell and a remote, and stops with the last of them', () => {
    const holders: Holders = new WeakMap();
    const shellClient = {};
    const { log, start } = resyncs();
    const releaseShell = holdOncePerKey(holders, shellClient, start('shell'));
    const releaseRemote = holdOncePerKey(holders, shellClient, start('shell'));
    expect(log).toEqual(['start shell']);
    releaseRemote();
    expect(log).toEqual(['start shell']);
    releaseShell();
    expect(log).toEqual(['start shell', 'stop shell']);
  });

  it('starts again for a client held anew, and once per client when there are two', () => {
    const holders: Holders = new WeakMap();
    const page = {};
    const standalone = {};
    const { log, start } = resyncs();
    // React's strict mode mounts, unmounts and mounts again.
    holdOncePerKey(holders, page, start('page'))();
    const releasePage = holdOncePerKey(holders, page, start('page'));
    const releaseStandalone = holdOncePerKey(holders, standalone, start('standalone'));
    expect(log).toEqual(['start page', 'stop page', 'start page', 'start standalone']);
    releaseStandalone();
    releasePage();
    expect(log.slice(4)).toEqual(['stop standalone', 'stop page']);
  });

  it('ignores a second release by the same holder', () => {
    const holders: Holders = new WeakMap();
    const client = {};
    const { log, start } = resyncs();
    const releaseFirst = holdOncePerKey(holders, client, start('client'));
    const releaseSecond = holdOncePerKey(holders, client, start('client'));
    releaseFirst();
    releaseFirst();
    expect(log).toEqual(['start client']);
    releaseSecond();
    expect(log).toEqual(['start client', 'stop client']);
  });
});
