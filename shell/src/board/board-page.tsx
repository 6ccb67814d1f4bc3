import { RemoteScreen } from '../remotes/remote-screen.tsx';

/** /app: who is signed in and who is online, then the task board of mf-tasks. */
export function BoardPage() {
  return <RemoteScreen name="mf-tasks" props={{ view: 'list' }} />;
}
