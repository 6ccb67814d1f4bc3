import type {
  AdminRemoteProps,
  NoProps,
  RemoteName,
  TasksRemoteProps,
} from '@tm/domain/remotes/remote-props';

/** What each remote's exposed App takes (packages/domain/src/remotes/remote-props.ts). */
export interface PropsOf extends Record<RemoteName, object> {
  'mf-tasks': TasksRemoteProps;
  'mf-admin': AdminRemoteProps;
  'mf-dashboard': NoProps;
  'mf-meeting': NoProps;
  'mf-analytics': NoProps;
}
