// Uploads one file to POST /files with progress (XMLHttpRequest: fetch has no upload progress).
// Same rules as the GraphQL calls: cookie credentials and the x-oshi-client header (CSRF prevention).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../relay/network';

export type UploadKind = 'image' | 'media' | 'attachment';

/** The server's 201 answer: the UploadedFile node's global id and its metadata. */
export interface UploadedFileJson {
  id: string;
  kind: 'IMAGE' | 'MEDIA' | 'ATTACHMENT';
  name: string;
  mimeType: string;
  byteSize: number;
  url: string;
  width: number | null;
  height: number | null;
}

export const FILES_PATH = '/files';

/** Largest accepted size per kind (the server's limits; checked first to spare a doomed upload). */
export const MAX_UPLOAD_BYTES: Readonly<Record<UploadKind, number>> = {
  image: 10 * 1024 * 1024,
  media: 200 * 1024 * 1024,
  attachment: 50 * 1024 * 1024,
};

/** What the file picker offers per kind (a hint only: the server sniffs the bytes). */
export const ACCEPT: Readonly<Record<UploadKind, string>> = {
  image: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
  media: 'video/mp4,video/webm,video/quicktime,audio/mpeg,audio/mp4,audio/ogg,audio/wav',
  attachment: '',
};

/** A failed upload; `code` is the server's error name (FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED, ...). */
export class UploadError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    /** A picture that decodes to too much (FILE_TOO_LARGE): the server's frame and pixel limits. */
    readonly imageLimits: { maxFrames: number; maxMegapixels: number } | null = null,
  ) {
    super(code);
    this.name = 'UploadError';
  }
}

export const UPLOAD_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  FILE_TOO_LARGE: 'files.error.FILE_TOO_LARGE',
  FILE_TYPE_NOT_ALLOWED: 'files.error.FILE_TYPE_NOT_ALLOWED',
  UNAUTHENTICATED: 'files.error.UNAUTHENTICATED',
  ExpiredAccessToken: 'files.error.UNAUTHENTICATED',
  RATE_LIMITED: 'files.error.RATE_LIMITED',
  NETWORK: 'files.error.NETWORK',
};

/** The message id for an upload error code. */
export function uploadErrorMessageId(code: string): string {
  return UPLOAD_ERROR_MESSAGES[code] ?? 'files.error.generic';
}

/**
 * Sends the file; `onProgress` gets 0..1. Resolves with the stored file, rejects with UploadError.
 * Exported for non-React callers and tests; components use useFileUpload.
 */
export function uploadFile(
  kind: UploadKind,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedFileJson> {
  return new Promise((resolve, reject) => {
    if (file.size > MAX_UPLOAD_BYTES[kind]) return reject(new UploadError('FILE_TOO_LARGE', 413));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', FILES_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader(CLIENT_HEADER, CLIENT_HEADER_VALUE);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201 || xhr.status === 200) {
        options.onProgress?.(1);
        return resolve(body as UploadedFileJson);
      }
      const { name, payload } = (body ?? {}) as { name?: unknown; payload?: { maxFrames?: unknown; maxMegapixels?: unknown } };
      const imageLimits =
        typeof payload?.maxFrames === 'number' && typeof payload.maxMegapixels === 'number'
          ? { maxFrames: payload.maxFrames, maxMegapixels: payload.maxMegapixels }
          : null;
      reject(new UploadError(typeof name === 'string' ? name : statusCode(xhr.status), xhr.status, imageLimits));
    };
    xhr.onerror = () => reject(new UploadError('NETWORK', 0));
    xhr.onabort = () => reject(new UploadError('ABORTED', 0));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    // The server reads "kind" before "file": keep this order.
    form.append('kind', kind);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function statusCode(status: number): string {
  if (status === 413) return 'FILE_TOO_LARGE';
  if (status === 415) return 'FILE_TYPE_NOT_ALLOWED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 429) return 'RATE_LIMITED';
  return 'UNKNOWN';
}

export interface FileUpload {
  /** Uploads the file; rejects with UploadError (the hook's `error` then holds the localized message). */
  upload(file: File): Promise<UploadedFileJson>;
  isUploading: boolean;
  /** 0..1 */
  progress: number;
  /** Localized message of the last failure; null after a success or a new attempt. */
  error: string | null;
}

export function useFileUpload(kind: UploadKind): FileUpload {
  const intl = useIntl();
  const [state, setState] = useState<{ isUploading: boolean; progress: number; error: string | null }>({
    isUploading: false,
    progress: 0,
    error: null,
  });
  // Unmounting cancels the request and stops state updates.
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ isUploading: true, progress: 0, error: null });
      try {
        const result = await uploadFile(kind, file, {
          signal: current.signal,
          onProgress: (progress) => {
            if (!current.signal.aborted) setState((s) => ({ ...s, progress }));
          },
        });
        if (!current.signal.aborted) setState({ isUploading: false, progress: 1, error: null });
        return result;
      } catch (error) {
        const code = error instanceof UploadError ? error.code : 'UNKNOWN';
        if (!current.signal.aborted) {
          const limit = `${Math.round(MAX_UPLOAD_BYTES[kind] / (1024 * 1024))} MB`;
          const image = error instanceof UploadError ? error.imageLimits : null;
          const message = image
            ? intl.formatMessage({ id: 'files.error.IMAGE_TOO_BIG' }, { frames: image.maxFrames, megapixels: image.maxMegapixels })
            : intl.formatMessage({ id: uploadErrorMessageId(code) }, { limit });
          setState({ isUploading: false, progress: 0, error: message });
        }
        throw error instanceof UploadError ? error : new UploadError(code, 0);
      }
    },
    [kind, intl],
  );

  return { upload, ...state };
}
