/**
 * Recording the presenter with the browser's MediaRecorder: asks for the microphone (and the camera when wanted),
 * picks a format the browser can record, and notes the time of every deck position it is told about from the moment
 * the recorder started. Browser-only glue around MediaRecorder; no library wraps it in a way that would save code.
 */
import { NARRATION_MESSAGES, type NarrationCue } from '@podium/shared';

/** A finished take: the file, its length and the positions with their times. */
export interface Take {
  blob: Blob;
  durationMs: number;
  cues: NarrationCue[];
  camera: boolean;
}

const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
const CAMERA_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];

/** Why recording could not start, in the user's words. */
export function recordingRefusal(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return NARRATION_MESSAGES.micRefused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return NARRATION_MESSAGES.micMissing;
  return NARRATION_MESSAGES.unsupported;
}

/** True when this browser can record at all. */
export function canRecord(): boolean {
  return typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

/** One recording in progress. */
export class NarrationRecorder {
  private readonly chunks: Blob[] = [];
  private readonly cues: NarrationCue[] = [];
  private startedAt = 0;
  private endedAt: number | null = null;
  private stopped: Promise<Take> | null = null;

  private constructor(private readonly stream: MediaStream, private readonly recorder: MediaRecorder, private readonly camera: boolean, first: Omit<NarrationCue, 'at_ms'>) {
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size) this.chunks.push(event.data);
    });
    this.cues.push({ at_ms: 0, ...first });
  }

  /** Asks for the devices and starts recording at the position `first`; rejects with the browser's error when refused. */
  static async start(camera: boolean, first: Omit<NarrationCue, 'at_ms'>): Promise<NarrationRecorder> {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true },
      video: camera ? { width: { ideal: 640 }, height: { ideal: 360 }, facingMode: 'user' } : false,
    });
    try {
      const withCamera = camera && stream.getVideoTracks().length > 0;
      const mimeType = (withCamera ? CAMERA_TYPES : AUDIO_TYPES).find((type) => MediaRecorder.isTypeSupported(type));
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : {});
      const take = new NarrationRecorder(stream, recorder, withCamera, first);
      await new Promise<void>((resolve, reject) => {
        recorder.addEventListener('start', () => resolve(), { once: true });
        recorder.addEventListener('error', () => reject(new Error('recorder failed')), { once: true });
        recorder.start(1000);
      });
      take.startedAt = performance.now();
      return take;
    } catch (error) {
      stream.getTracks().forEach((track) => track.stop());
      throw error;
    }
  }

  /** The camera's stream for a live preview (null without camera). */
  get preview(): MediaStream | null {
    return this.camera ? this.stream : null;
  }

  /** Milliseconds since recording started. */
  elapsed(): number {
    return (this.endedAt ?? performance.now()) - this.startedAt;
  }

  /** Notes a position shown now (repeats of the current one are ignored). */
  cue(position: Omit<NarrationCue, 'at_ms'>): void {
    if (this.endedAt !== null) return;
    const last = this.cues.at(-1);
    if (last && last.h === position.h && last.v === position.v && last.f === position.f) return;
    this.cues.push({ at_ms: Math.round(this.elapsed()), ...position });
  }

  /** Stops recording and the devices; resolves with the take (the same one when called again). */
  stop(): Promise<Take> {
    this.stopped ??= new Promise<Take>((resolve) => {
      this.endedAt = performance.now();
      const durationMs = Math.round(this.elapsed());
      this.recorder.addEventListener('stop', () => {
        this.stream.getTracks().forEach((track) => track.stop());
        resolve({ blob: new Blob(this.chunks, { type: this.recorder.mimeType || 'audio/webm' }), durationMs, cues: this.cues, camera: this.camera });
      }, { once: true });
      this.recorder.stop();
    });
    return this.stopped;
  }
}
