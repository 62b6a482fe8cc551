import { API_TIMEOUT_MS, ApiError } from './api';
import { clearStoredToken, readStoredToken } from './token';

export interface UploadFiles {
  /** Sent as the multipart field `imageUrl` (the large image). */
  image?: File | null | undefined;
  /** Sent as the multipart field `thumbImageUrl` (the thumbnail or background image). */
  thumb?: File | null | undefined;
}

export interface UploadResult {
  image_url: string | null;
  thumbImage_url: string | null;
}

/** Uploads can be several megabytes on a slow line; they get more time than a JSON call. */
const UPLOAD_TIMEOUT_MS = API_TIMEOUT_MS * 4;

/**
 * `POST /api/upload` with the stored token. It uses XMLHttpRequest rather than the JSON client
 * because fetch cannot report upload progress; errors are the same ApiError the client raises.
 */
export function uploadImages(
  files: UploadFiles,
  onProgress?: (percent: number) => void,
): Promise<UploadResult> {
  const form = new FormData();
  if (files.image) form.append('imageUrl', files.image);
  if (files.thumb) form.append('thumbImageUrl', files.thumb);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let payload: Record<string, unknown> = {};
      try {
        payload = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        payload = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve({
          image_url: typeof payload.image_url === 'string' ? payload.image_url : null,
          thumbImage_url:
            typeof payload.thumbImage_url === 'string' ? payload.thumbImage_url : null,
        });
        return;
      }
      if (xhr.status === 401 && token) clearStoredToken();
      const message =
        typeof payload.message === 'string' && payload.message
          ? payload.message
          : xhr.statusText || 'Something went wrong';
      reject(
        new ApiError(
          xhr.status,
          message,
          (payload.errors as Record<string, string> | undefined) ?? {},
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'Network error: please check your connection and try again.'));
    xhr.ontimeout = () =>
      reject(new ApiError(0, 'The upload took too long. Please try again with a smaller image.'));
    xhr.send(form);
  });
}
