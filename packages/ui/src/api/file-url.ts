import { useEffect, useState } from 'react';
import { api, apiFetch, downloadFile, errorMessage } from './client.ts';
import { fileAddress, takePhotoAhead } from './photo-ahead.ts';

export { photoWidth, preloadPhoto } from './photo-ahead.ts';

/**
 * A stored file as a blob URL an <img> or a <video> can show: files need the session's bearer token, which an
 * element's own request cannot send. The URL is released when the file changes or the screen goes. With `shown`
 * (the CSS width it is drawn at), a photo comes at its stored width (see photoWidth), other files whole.
 */
export function useFileUrl(fileId: string, shown?: number): { url: string | null; error: string | null } {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    const address = fileAddress(fileId, shown);
    (takePhotoAhead(address) ?? apiFetch(address).then((res) => res.blob()))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
      })
      .catch((err: unknown) => live && setError(errorMessage(err)));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId, shown]);
  return { url, error };
}

/** What a stored file is: its name, size and type (GET /api/files/{id}/about, for whoever may download it). */
export interface FileAbout {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

export function fileAbout(fileId: string, signal?: AbortSignal): Promise<FileAbout> {
  return api<FileAbout>(`/api/files/${encodeURIComponent(fileId)}/about`, { signal, quiet: true });
}

/** Downloads a stored file under its own name (files need the session's token: the browser cannot just follow). */
export function downloadStoredFile(fileId: string, name: string): Promise<void> {
  return downloadFile(`/api/files/${encodeURIComponent(fileId)}`, {}, name);
}
