import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { onResyncNeeded } from './resync-on-reconnect.ts';

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
