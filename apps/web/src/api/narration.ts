/** A deck's recorded narration: read it, store a recording or one re-recorded slide, delete it. */
import { NARRATION_MESSAGES, TIMERS, type NarrationCue, type NarrationResponse, type NarrationView } from '@podium/shared';
import { del, get, upload } from './client';

/** GET /api/v1/decks/{id}/narration.json. */
export function fetchNarration(deckId: number, signal?: AbortSignal, token?: string | null): Promise<NarrationResponse> {
  return get<NarrationResponse>(`/api/v1/decks/${deckId}/narration.json${token ? `?token=${encodeURIComponent(token)}` : ''}`, signal);
}

/** What a recording sends with its file. */
export interface RecordingUpload {
  blob: Blob;
  durationMs: number;
  cues: NarrationCue[];
  camera: boolean;
  /** Set when it re-records one slide of the narration. */
  slide?: { h: number; v: number };
}

/** Uploads a whole recording (replacing the deck's narration) or one re-recorded slide. */
export async function saveRecording(deckId: number, recording: RecordingUpload, onProgress: (fraction: number) => void = () => undefined): Promise<NarrationView> {
  const form = new FormData();
  form.append('duration_ms', String(Math.round(recording.durationMs)));
  form.append('cues', JSON.stringify(recording.cues));
  form.append('camera', String(recording.camera));
  if (recording.slide) {
    form.append('h', String(recording.slide.h));
    form.append('v', String(recording.slide.v));
  }
  form.append('file', recording.blob, recording.blob.type.includes('mp4') ? 'narration.mp4' : 'narration.webm');
  const url = `/api/v1/decks/${deckId}/narration${recording.slide ? '/slide' : ''}.json`;
  const { narration } = await upload<{ narration: NarrationView }>(url, form, {
    onProgress, timeoutMs: TIMERS.videoUploadTimeoutMs, timeoutMessage: NARRATION_MESSAGES.saveFailed,
  });
  return narration;
}

/** DELETE /api/v1/decks/{id}/narration.json. */
export function deleteRecording(deckId: number): Promise<void> {
  return del<void>(`/api/v1/decks/${deckId}/narration.json`);
}
