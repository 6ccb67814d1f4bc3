// The floor's one screen: what the public dashboard cannot do without. It reads the
// public tasks through a tRPC client and React Query, translates its title with
// i18next, opens a Socket.IO connection for live changes, and lists the tasks.
import { useQuery } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import i18next from 'i18next';
import { useEffect } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { io } from 'socket.io-client';

interface PublicTask {
  id: string;
  title: string;
}

void i18next.use(initReactI18next).init({
  lng: 'en',
  // The workspace types i18next's keys by the product's catalogue: borrow one of its keys.
  resources: { en: { common: { appName: 'Public tasks' } } },
  defaultNS: 'common',
});
// Untyped on purpose: the floor has no router of its own, only the wire format.
const trpc = createTRPCClient<AnyTRPCRouter>({ links: [httpBatchLink({ url: '/trpc' })] }) as unknown as {
  tasks: { publicList: { query(input: object): Promise<PublicTask[]> } };
};

export default function App() {
  const { t } = useTranslation();
  const tasks = useQuery({ queryKey: ['publicList'], queryFn: () => trpc.tasks.publicList.query({}) });
  useEffect(() => {
    const socket = io();
    return () => {
      socket.close();
    };
  }, []);
  return (
    <main>
      <h1>
        {t('appName')} ({tasks.data?.length ?? 0})
      </h1>
      <ul>
        {tasks.data?.map((task) => (
          <li key={task.id}>{task.title}</li>
        ))}
      </ul>
    </main>
  );
}
