import { API_TIMEOUT_MS, ApiError, endSession } from './api';
import { readStoredToken } from './token';

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

/**
 * The upload API answers absolute URLs built from PUBLIC_URL. Records keep the site's own uploads
 * as root-relative paths (`/uploads/<id>.webp`), so they show whatever host name the site is
 * reached under (a staging copy, a renamed domain) and stay within the page's CSP.
 */
export function toSiteRelative(url: string | null): string | null {
  if (!url) return url;
  try {
    const { pathname } = new URL(url, window.location.origin);
    return /^\/uploads\/[\w.-]+$/.test(pathname) ? pathname : url;
  } catch {
    return url;
  }
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
        const text = (value: unknown) => (typeof value === 'string' ? value : null);
        resolve({
          image_url: toSiteRelative(text(payload.image_url)),
          thumbImage_url: toSiteRelative(text(payload.thumbImage_url)),
        });
        return;
      }
      if (xhr.status === 401 && token) endSession();
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
