import { useQueryClient } from '@tanstack/react-query';
import { errorCodeOf } from '@tm/api-client/api-error';
import { useSession } from '@tm/api-client/session';
import { useTRPC } from '@tm/api-client/trpc';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isTooLarge } from './first-file.ts';
import { sendUpload, type UploadRequest } from './upload-request.ts';

type UploadProblem = 'tooLarge' | 'failed';

export interface UploadState {
  /** The file being sent and how much of it has left (0..1). */
  current: { name: string; progress: number } | null;
  problem: UploadProblem | null;
  upload(file: File): void;
}

/** Sends one file at a time to a task, with progress; the list refreshes when it lands. */
export function useAttachmentUpload(taskId: string): UploadState {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [current, setCurrent] = useState<UploadState['current']>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const request = useRef<UploadRequest | null>(null);

  // Leaving the card cancels an upload still running; the server then keeps nothing of it.
  useEffect(() => () => request.current?.abort(), []);

  const upload = useCallback(
    (file: File) => {
      if (!user || request.current) return;
      setProblem(null);
      if (isTooLarge(file)) {
        setProblem('tooLarge');
        return;
      }
      setCurrent({ name: file.name, progress: 0 });
      const sending = sendUpload(taskId, file, user.id, (progress) =>
        setCurrent({ name: file.name, progress }),
      );
      request.current = sending;
      const listKey = trpc.attachments.list.queryKey({ taskId });
      sending.done
        .then((created) => {
          queryClient.setQueryData(listKey, (old) =>
            old ? [...old.filter((a) => a.id !== created.id), created] : old,
          );
          return queryClient.invalidateQueries({ queryKey: listKey });
        })
        .catch((err: unknown) => {
          if (err instanceof DOMException && err.name === 'AbortError') return;
          setProblem(errorCodeOf(err) === 'FILE_TOO_LARGE' ? 'tooLarge' : 'failed');
        })
        .finally(() => {
          request.current = null;
          setCurrent(null);
        });
    },
    [user, taskId, trpc, queryClient],
  );

  return { current, problem, upload };
}
