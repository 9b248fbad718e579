import { clearStoredSession } from '../session/storage.ts';
import { ApiError, authHeaders, SERVICE_UNAVAILABLE } from './client.ts';
import { beginActivity } from './activity.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Multipart upload with progress. fetch() cannot report upload progress, so
 * this one call uses XMLHttpRequest with the same headers and error rules.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (p: UploadProgress) => void,
  field = 'file',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const done = beginActivity();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(authHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ loaded: e.loaded, total: e.total });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(500, SERVICE_UNAVAILABLE));
    };
    xhr.onload = () => {
      done();
      let body: { message?: string; error?: string; fieldErrors?: Record<string, string> } & Record<string, unknown>;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        // cast: a 2xx answer is the endpoint's, whose answer type the caller names
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) clearStoredSession();
      reject(
        new ApiError(
          xhr.status,
          body.message ?? (xhr.statusText || 'Upload failed'),
          body.error ?? '',
          body.fieldErrors ?? {},
        ),
      );
    };
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}
