import {
  type ConnectionState,
  getConnectionState,
  getSocket,
  subscribeConnection,
} from '@tm/api-client/socket';
import { useEffect, useSyncExternalStore } from 'react';

/** 'connected', 'connecting' or 'disconnected': the live connection, for the header's banner. */
export function useConnectionState(): ConnectionState {
  useEffect(() => {
    getSocket();
  }, []);
  return useSyncExternalStore(subscribeConnection, getConnectionState, getConnectionState);
}
