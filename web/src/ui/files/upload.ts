/**
 * File upload to the gateway's /files (multipart, part `file`), answered with `{ id }`.
 * XMLHttpRequest rather than fetch: it reports upload progress. The header satisfies the
 * gateway's CSRF rule (the same as for /graphql).
 */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** A failed upload; `code` is one of app:errors.codes, or PAYLOAD_TOO_LARGE. */
export class UploadError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'UploadError';
    this.code = code;
  }
}

export function uploadFile(file: File, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal, url = '/files'): Promise<{ id: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      type Answer = { id?: unknown; error?: { code?: unknown; message?: unknown } };
      let body: Answer | null;
      try {
        body = JSON.parse(xhr.responseText) as Answer;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && body.id !== undefined && body.id !== null) {
        resolve({ id: String(body.id) });
        return;
      }
      const code = typeof body?.error?.code === 'string' ? body.error.code : codeOfStatus(xhr.status);
      reject(new UploadError(code, typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new UploadError('NETWORK', 'The server could not be reached.'));
    xhr.onabort = () => reject(new UploadError('ABORTED', 'The upload was cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

function codeOfStatus(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 502 || status === 503 || status === 504) return 'PROVIDER_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL_SERVER_ERROR';
  if (status === 0) return 'NETWORK';
  return 'BAD_REQUEST';
}

/** The download address of a stored file. */
export function fileUrl(id: string): string {
  return `/files/${encodeURIComponent(id)}`;
}
