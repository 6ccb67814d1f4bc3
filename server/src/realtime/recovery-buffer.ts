import { type AdapterFactory, decorateAdapters } from './adapter-factory.ts';

/**
 * Missed events kept for reconnecting sockets. A team makes a few changes a minute,
 * so this covers the two-minute window many times over; after a burst of more, one
 * refetch of the list is cheaper for the tab than replaying the burst event by
 * event. Measured on the write load: with 10,000 events kept the server answered
 * ~5% fewer changes, with a higher p99, than with 1,000 (bench/RESULTS.md).
 */
export const RECOVERY_BUFFER_EVENTS = 1_000;

interface BufferingAdapter {
  packets?: unknown;
  broadcast(packet: unknown, opts: unknown): unknown;
}

/**
 * Socket.IO's in-memory adapter keeps every broadcast event, payload and all, for
 * the whole recovery window (two minutes, swept once a minute), however many there
 * are: at a thousand task changes a second that is a few hundred thousand tasks held
 * in memory (bench/RESULTS.md). It is bounded here, oldest first. A tab that
 * reconnects after its last seen event was dropped is simply not recovered, and
 * refetches, as after a longer disconnection. Adapters that keep events elsewhere
 * (the Redis streams adapter bounds its own stream) are returned as they are.
 */
export function boundRecoveryBuffer(factory: AdapterFactory, max = RECOVERY_BUFFER_EVENTS): AdapterFactory {
  // Trimmed in steps of a tenth, so the buffer is not shifted on every event.
  const trimAbove = max + Math.ceil(max / 10);
  return decorateAdapters<BufferingAdapter>(factory, (adapter) => {
    const packets = adapter.packets;
    if (!Array.isArray(packets)) return;
    const broadcast = adapter.broadcast.bind(adapter);
    adapter.broadcast = (packet, opts) => {
      const result = broadcast(packet, opts);
      if (packets.length > trimAbove) packets.splice(0, packets.length - max);
      return result;
    };
  });
}
