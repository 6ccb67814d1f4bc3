import { ApiError } from '@tm/api-client/api-error';
import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import { isErrorCode } from '@tm/domain/errors/error-codes';
import type { Attachment } from '@tm/domain/task/task.schema';

export interface UploadRequest {
  done: Promise<Attachment>;
  abort(): void;
}

/**
 * POST /api/attachments/{taskId} through XMLHttpRequest, the one browser API that
 * reports upload progress. Failures reject with the same ApiError as apiFetch.
 */
export function sendUpload(
  taskId: string,
  file: File,
  uploaderId: string,
  onProgress: (fraction: number) => void,
): UploadRequest {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Attachment>((resolve, reject) => {
    xhr.open('POST', `${getApiBaseUrl()}/api/attachments/${encodeURIComponent(taskId)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest'); // the anti-forgery rule
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as Attachment);
      const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
      reject(
        new ApiError(
          xhr.status,
          isErrorCode(code) ? code : null,
          typeof error === 'string' ? error : xhr.statusText,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, null, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('uploaderId', uploaderId);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
