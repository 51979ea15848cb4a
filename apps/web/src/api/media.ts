/** Media uploads (images, videos) to the media storage, with progress and the SPEC §9 upload timeouts. */
import { IMAGE_CONTENT_TYPES, LIMITS, MESSAGES, TIMERS, type ListJson, type MediaJson, type TagJson } from '@podium/shared';
import { ApiError, del, get, post, put, query, upload } from './client';

/** An upload as the server answers it: the library medium (processing until its variants exist). */
export type UploadedMedia = MediaJson;

/** Which media library a call is about: the user's own, or their team's (SPEC §7 team/media, team/tags). */
export type MediaLibraryScope = 'own' | 'team';

/** The API base of a library's media and tags calls. */
const base = (scope: MediaLibraryScope) => (scope === 'team' ? '/api/v1/team' : '/api/v1');

/** Messages and timeout of one kind of upload (image or video). */
export interface UploadKind {
  tooLarge: string;
  wrongType: string;
  timedOut: string;
  timeoutMs: number;
}

export const IMAGE_UPLOAD: UploadKind = {
  tooLarge: MESSAGES.imageTooLarge(LIMITS.imageUploadBytes), wrongType: MESSAGES.imageWrongType, timedOut: MESSAGES.imageUploadTimedOut,
  timeoutMs: TIMERS.imageUploadTimeoutMs,
};

export const VIDEO_UPLOAD: UploadKind = {
  tooLarge: MESSAGES.videoTooLarge(LIMITS.videoUploadBytes), wrongType: MESSAGES.videoWrongType, timedOut: MESSAGES.imageUploadTimedOut,
  timeoutMs: TIMERS.videoUploadTimeoutMs,
};

/** The message for a file the media storage would refuse, checked before uploading; null when it looks fine. */
export function checkImageFile(file: File): string | null {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageWrongType;
  if (file.size > LIMITS.imageUploadBytes) return MESSAGES.imageTooLarge(LIMITS.imageUploadBytes);
  return null;
}

/** A refusal without the server's own words gets this kind's message (too large, wrong type). */
function withKindMessage(error: unknown, kind: UploadKind): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = (error.body ?? {}) as { error?: unknown; errors?: unknown };
  if (error.status === 413 && typeof body.error !== 'string') return new ApiError(413, kind.tooLarge, {}, error.body);
  if (error.status === 422 && !body.errors) return new ApiError(422, kind.wrongType, {}, error.body);
  return error;
}

/**
 * Upload an image (multipart field `file`), reporting progress 0..1. Rejects with an ApiError carrying the message
 * to show; aborted after TIMERS.imageUploadTimeoutMs (SPEC §9) or when `signal` aborts.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedMedia> {
  return uploadMedia(file, onProgress, IMAGE_UPLOAD, signal);
}

/**
 * Upload any media file with the given messages and timeout (images above; videos use the video upload timeout), into
 * the user's own library or their team's.
 */
export async function uploadMedia(
  file: File, onProgress: (fraction: number) => void, kind: UploadKind, signal?: AbortSignal, scope: MediaLibraryScope = 'own',
): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const { media } = await upload<{ media: UploadedMedia }>(`${base(scope)}/media.json`, form, {
      onProgress, timeoutMs: kind.timeoutMs, timeoutMessage: kind.timedOut, ...(signal ? { signal } : {}),
    });
    return media;
  } catch (error) {
    throw withKindMessage(error, kind);
  }
}

/** Bytes of media stored and the limit in force (0 = unlimited). */
export interface MediaUsage {
  bytes: number;
  limit: number;
}

/** GET /api/v1/media/usage.json. */
export function fetchMediaUsage(signal?: AbortSignal): Promise<MediaUsage> {
  return get<MediaUsage>('/api/v1/media/usage.json', signal);
}

/** One page of a media library (GET /api/v1/media.json, /api/v1/team/media.json) and the library's media tags. */
export interface MediaPage {
  results: MediaJson[];
  total: number;
  tags: Array<{ id: number; name: string; media_count: number }>;
  /** Team library: whether the caller may create, rename and delete its tags (its owners and admins). */
  can_manage_tags?: boolean;
}

/** Library search: label text, tag id, kind and page. */
export function listMedia(
  params: { q?: string; tag?: number | null; kind?: 'image' | 'video'; page?: number; scope?: MediaLibraryScope }, signal?: AbortSignal,
): Promise<MediaPage> {
  const search = query({ q: params.q, tag: params.tag ?? undefined, kind: params.kind, page: params.page });
  return get<MediaPage>(`${base(params.scope ?? 'own')}/media.json${search}`, signal);
}

/** GET one medium of a library (polled while it is processing). */
export async function fetchMedium(id: number, signal?: AbortSignal, scope: MediaLibraryScope = 'own'): Promise<MediaJson> {
  return (await get<{ media: MediaJson }>(`${base(scope)}/media/${id}.json`, signal)).media;
}

/** PUT a medium's new label. */
export async function updateMediumLabel(id: number, label: string, scope: MediaLibraryScope = 'own'): Promise<MediaJson> {
  return (await put<{ media: MediaJson }>(`${base(scope)}/media/${id}.json`, { media: { label } })).media;
}

/** The decks still using a medium, as the server answers a DELETE without `force`. */
export interface MediaInUse {
  message: string;
  decks: Array<{ id: number; title: string; slug: string }>;
  otherDecks: number;
}

/** Deletes a medium; without `force` a medium in use is not deleted and the decks using it are returned instead. */
export async function deleteMedium(id: number, force = false, scope: MediaLibraryScope = 'own'): Promise<MediaInUse | null> {
  try {
    await del<unknown>(`${base(scope)}/media/${id}.json${force ? '?force=true' : ''}`);
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const body = error.body as { decks?: MediaInUse['decks']; other_decks?: number };
      return { message: error.message, decks: body.decks ?? [], otherDecks: body.other_decks ?? 0 };
    }
    throw error;
  }
}

/** Puts media under a media tag, or takes them off; resolves with every medium id the tag now has. */
export async function tagMedia(tagId: number, mediaIds: number[], remove = false, scope: MediaLibraryScope = 'own'): Promise<number[]> {
  return (await post<{ media_ids: number[] }>(`${base(scope)}/tags/${tagId}/${remove ? 'remove_media' : 'add_media'}.json`, { media_ids: mediaIds })).media_ids;
}

/** Creates a media tag in the library; resolves with its id and name. */
export async function createMediaTag(name: string, scope: MediaLibraryScope = 'own'): Promise<{ id: number; name: string }> {
  return (await post<{ tag: { id: number; name: string } }>(`${base(scope)}/tags.json`, { tag: { name, tag_type: 'media' } })).tag;
}

/** A library's media tags by name, each with how many media carry it (`count`). */
export function listMediaTags(scope: MediaLibraryScope, signal?: AbortSignal): Promise<ListJson<TagJson>> {
  return get<ListJson<TagJson>>(scope === 'team' ? '/api/v1/team/tags.json' : '/api/v1/tags.json?tag_type=media', signal);
}

/** Renames a media tag of the library; ApiError 422 with errors.name when the name is empty, too long or taken. */
export async function renameMediaTag(id: number, name: string, scope: MediaLibraryScope): Promise<TagJson> {
  return (await put<{ tag: TagJson }>(`${base(scope)}/tags/${id}.json`, { tag: { name } })).tag;
}

/** Deletes a media tag of the library; the media it labelled stay. */
export async function deleteMediaTag(id: number, scope: MediaLibraryScope): Promise<void> {
  await del<unknown>(`${base(scope)}/tags/${id}.json`);
}

/** POST /api/v1/users/avatar.json: a new profile picture; resolves with its URL. */
export async function uploadAvatar(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const { thumbnail_url } = await upload<{ thumbnail_url: string }>('/api/v1/users/avatar.json', form, {
      onProgress, timeoutMs: TIMERS.imageUploadTimeoutMs, timeoutMessage: MESSAGES.imageUploadTimedOut,
    });
    return thumbnail_url;
  } catch (error) {
    throw withKindMessage(error, { ...IMAGE_UPLOAD, wrongType: MESSAGES.avatarWrongType });
  }
}
