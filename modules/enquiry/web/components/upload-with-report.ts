import { authHeaders, beginActivity, SERVICE_UNAVAILABLE } from '@portal/ui';

export interface UploadAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Multipart upload with progress that keeps the whole answer: a refused import's body
 * carries every bad row, which the screen lists (the shared uploadFile keeps only the message).
 */
export function uploadWithReport(
  url: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const done = beginActivity();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(authHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded, e.total);
    xhr.onerror = () => {
      done();
      resolve({ status: 500, body: { message: SERVICE_UNAVAILABLE } });
    };
    xhr.onload = () => {
      done();
      let body: Record<string, unknown>;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch {
        body = { message: xhr.statusText || 'Upload failed' };
      }
      resolve({ status: xhr.status, body });
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
