/**
 * The one transport every API call goes through (JSON requests, and uploads with progress): the CSRF header on
 * state-changing requests and its rotation, the session-expired signal on 401, and one error type (ApiError) that
 * carries the server's field errors (422) or its single message. The typed calls live beside it (decks, sharing,
 * media, users, live).
 */
import { MESSAGES, genericMessage } from '@podium/shared';
import { ensureCsrfToken, readCsrfToken, refreshCsrfToken, storeCsrfToken } from './csrf';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An HTTP failure with the server's message and, for 422/401, its per-field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;
  readonly body: unknown;

  constructor(status: number, message: string, fieldErrors: Record<string, string[]> = {}, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

/** Listeners told when a call answers 401 outside the sign-in flow (the session-expired popup listens). */
const unauthorizedListeners = new Set<() => void>();

/** Subscribes to "the server says we are signed out"; returns the unsubscribe function. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  body?: unknown;
  /** Sign-in style calls answer 401 for bad credentials; that must not open the session-expired popup. */
  expectUnauthorized?: boolean;
  signal?: AbortSignal;
}

async function send(method: Method, url: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    headers['X-CSRF-Token'] = await ensureCsrfToken();
  }
  return fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: method === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
    signal: options.signal,
  });
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const record = (body ?? {}) as { errors?: Record<string, string[]>; error?: string };
  if (record.errors && typeof record.errors === 'object') {
    const first = record.errors.base?.[0] ?? Object.values(record.errors)[0]?.[0];
    return new ApiError(status, first ?? genericMessage(), record.errors, body);
  }
  if (typeof record.error === 'string') return new ApiError(status, record.error, {}, body);
  if (status === 429) return new ApiError(status, MESSAGES.tooManyRequests, {}, body);
  return new ApiError(status, genericMessage(), {}, body);
}

/** Tells the session-expired listeners about a 401, unless the call expected one or it is a password link asking. */
function noteUnauthorized(status: number, body: unknown, expectUnauthorized?: boolean): void {
  // A password link answering 401 asks for its password; it says nothing about the session.
  const passwordLink = Boolean((body as { password_required?: boolean } | null)?.password_required);
  if (status === 401 && !expectUnauthorized && !passwordLink) unauthorizedListeners.forEach((listener) => listener());
}

/** Performs one request and returns the parsed JSON body; throws ApiError on any non-2xx answer. */
export async function request<T>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(method, url, options);
  // A stale CSRF token (e.g. rotated when the session ended elsewhere) gets one fresh token and one retry.
  if (response.status === 403 && method !== 'GET' && (await refreshCsrfToken())) {
    response = await send(method, url, options);
  }
  const rotated = response.headers.get('X-CSRF-Token');
  if (rotated) storeCsrfToken(rotated);
  const body = await parseBody(response);
  if (response.ok) return body as T;
  noteUnauthorized(response.status, body, options.expectUnauthorized);
  throw toApiError(response.status, body);
}

/** Performs a request whose answer is told by its status alone (e.g. lookup: 204 taken, 404 free). */
export async function requestStatus(url: string, signal?: AbortSignal): Promise<number> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal });
  return response.status;
}

/** GET shortcut. */
export const get = <T>(url: string, signal?: AbortSignal) => request<T>('GET', url, { signal });
/** POST shortcut. */
export const post = <T>(url: string, body: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
  request<T>('POST', url, { ...options, body });
/** PUT shortcut. */
export const put = <T>(url: string, body: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
  request<T>('PUT', url, { ...options, body });
/** DELETE shortcut. */
export const del = <T>(url: string, options: Omit<RequestOptions, 'body'> = {}) => request<T>('DELETE', url, options);

/** Builds a query string from defined values only. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface UploadOptions {
  /** Called with 0..1 as the body is sent. */
  onProgress?: (fraction: number) => void;
  timeoutMs: number;
  /** The message of the ApiError (status 0) a timeout rejects with. */
  timeoutMessage: string;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with upload progress (fetch cannot report it, hence XHR) and returns the parsed JSON body;
 * rejects with ApiError like `request`, or an AbortError DOMException when `signal` aborts.
 */
export function upload<T>(url: string, form: FormData, options: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-CSRF-Token', readCsrfToken());
    xhr.withCredentials = true;
    xhr.timeout = options.timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const rotated = xhr.getResponseHeader('X-CSRF-Token');
      if (rotated) storeCsrfToken(rotated);
      let body: unknown = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        /* not JSON: the status decides */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body !== null) {
        options.onProgress?.(1);
        return resolve(body as T);
      }
      noteUnauthorized(xhr.status, body);
      reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, genericMessage()));
    xhr.ontimeout = () => reject(new ApiError(0, options.timeoutMessage));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
