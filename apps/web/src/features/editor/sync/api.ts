/** Editor calls: load a deck with its document, save against a base version, upload an image (XHR for progress). */
import { IMAGE_CONTENT_TYPES, LIMITS, MESSAGES, TIMERS, genericMessage, type DeckJson } from '@podium/shared';
import { ApiError, get, put } from '../../../api/client';
import { readCsrfToken, storeCsrfToken } from '../../../api/csrf';
import { fetchDeck, findDeckBySlug } from '../../../api/decks';
import type { FieldPatch } from '../model/docModel';

/** A deck as the editor reads it: the JSON fields plus the stored document (validated by the caller). */
export type EditorDeck = DeckJson & { document: unknown };

/** The deck with its document by owner and slug; null when it does not exist (or is not visible). */
export async function loadDeckBySlug(username: string, slug: string, signal?: AbortSignal): Promise<EditorDeck | null> {
  try {
    const { deck } = await get<{ deck: EditorDeck }>(`/api/v1/users/${encodeURIComponent(username)}/decks/${encodeURIComponent(slug)}.json`, signal);
    return deck;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
  }
  // The by-slug endpoint may not be deployed yet: find the id in the owner's list, then read the full deck.
  const listed = await findDeckBySlug(username, slug, signal);
  return listed ? fetchEditorDeck(listed.id, signal) : null;
}

/** One deck with its document (the deck read carries it for editors). */
export async function fetchEditorDeck(id: number, signal?: AbortSignal): Promise<EditorDeck> {
  return (await fetchDeck(id, signal)) as EditorDeck;
}

/** Save fields and/or the document against `version`; ApiError 409 when someone saved in between, 422 per field. */
export async function saveDeck(id: number, body: FieldPatch & { version: number; document?: unknown }, signal?: AbortSignal): Promise<EditorDeck> {
  return (await put<{ deck: EditorDeck }>(`/api/v1/decks/${id}.json`, { deck: body }, { signal })).deck;
}

export interface UploadedMedia {
  id: string | number;
  url: string;
  content_type: string;
  size: number;
}

/** The message for a file the media storage would refuse, checked before uploading; null when it looks fine. */
export function checkImageFile(file: File): string | null {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageWrongType;
  if (file.size > LIMITS.imageUploadBytes) return MESSAGES.imageTooLarge(LIMITS.imageUploadBytes);
  return null;
}

/** Messages for one kind of upload (image or video). */
export interface UploadMessages {
  tooLarge: string;
  wrongType: string;
  timedOut: string;
}

const IMAGE_UPLOAD: UploadMessages & { timeoutMs: number } = {
  tooLarge: MESSAGES.imageTooLarge(LIMITS.imageUploadBytes), wrongType: MESSAGES.imageWrongType, timedOut: MESSAGES.imageUploadTimedOut,
  timeoutMs: TIMERS.imageUploadTimeoutMs,
};

function uploadError(xhr: XMLHttpRequest, messages: UploadMessages): Error {
  let body: { error?: string; errors?: Record<string, string[]> } = {};
  try {
    body = JSON.parse(xhr.responseText) as typeof body;
  } catch {
    /* not JSON */
  }
  if (xhr.status === 413) return new ApiError(413, body.error ?? messages.tooLarge, {}, body);
  if (xhr.status === 422) return new ApiError(422, body.errors?.file?.[0] ?? messages.wrongType, body.errors ?? {}, body);
  return new ApiError(xhr.status, body.error ?? genericMessage(), {}, body);
}

/**
 * Upload an image to the media storage (multipart field `file`), reporting progress 0..1. Rejects with an ApiError
 * carrying the message to show; aborted after TIMERS.imageUploadTimeoutMs (SPEC §9) or when `signal` aborts.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedMedia> {
  return uploadMedia(file, onProgress, IMAGE_UPLOAD, signal);
}

/** Upload any media file with the given messages and timeout (images above; videos use the video upload timeout). */
export function uploadMedia(file: File, onProgress: (fraction: number) => void, kind: UploadMessages & { timeoutMs: number }, signal?: AbortSignal): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/v1/media.json');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-CSRF-Token', readCsrfToken());
    xhr.withCredentials = true;
    xhr.timeout = kind.timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const rotated = xhr.getResponseHeader('X-CSRF-Token');
      if (rotated) storeCsrfToken(rotated);
      if (xhr.status < 200 || xhr.status >= 300) return reject(uploadError(xhr, kind));
      try {
        const { media } = JSON.parse(xhr.responseText) as { media: UploadedMedia };
        onProgress(1);
        resolve(media);
      } catch {
        reject(new ApiError(xhr.status, genericMessage()));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, genericMessage()));
    xhr.ontimeout = () => reject(new ApiError(0, kind.timedOut));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
