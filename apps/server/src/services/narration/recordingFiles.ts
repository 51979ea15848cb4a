/**
 * The recording files with ffmpeg: what the browser's MediaRecorder uploads (WebM or Ogg, MP4 from Safari; without
 * a duration or seek index) is rewritten as a seekable WebM (Opus audio, VP8 or VP9 camera video), and a re-recorded
 * slide is spliced into the recording in place of that slide's span.
 */
import { ffmpeg, probeStreams } from '../../jobs/media/ffmpeg.js';

/** The camera picture's size inside a stored recording once re-encoded (the MP4 export scales it to a bubble). */
const CAMERA = { width: 640, height: 360, fps: 30 };
const AUDIO_ARGS = ['-c:a', 'libopus', '-b:a', '96k', '-ar', '48000', '-ac', '2'];
const VIDEO_ARGS = ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '600k', '-threads', '2'];
const cameraFilter = `scale=${CAMERA.width}:${CAMERA.height}:force_original_aspect_ratio=decrease,pad=${CAMERA.width}:${CAMERA.height}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${CAMERA.fps},format=yuv420p`;

/** What a recording holds; null when it has no audio (not a recording we can use). */
export async function recordingStreams(file: string, signal: AbortSignal): Promise<{ audio: boolean; video: string | null } | null> {
  const { streams } = await probeStreams(file, signal).catch(() => ({ streams: [] as Array<{ type: string; codec: string }> }));
  const audio = streams.some((stream) => stream.type === 'audio');
  return audio ? { audio, video: streams.find((stream) => stream.type === 'video')?.codec ?? null } : null;
}

/**
 * A seekable WebM of the upload: the audio as Opus, the camera (`video`: its codec as recordingStreams found it, null
 * to drop it) copied if it is VP8/VP9, else VP8.
 */
export async function normaliseRecording(input: string, output: string, video: string | null, signal: AbortSignal): Promise<void> {
  const videoArgs = !video ? ['-vn'] : video === 'vp8' || video === 'vp9' ? ['-map', '0:v:0', '-c:v', 'copy'] : ['-map', '0:v:0', '-vf', cameraFilter, ...VIDEO_ARGS];
  await ffmpeg(['-hide_banner', '-nostdin', '-y', '-i', input, '-map', '0:a:0', ...videoArgs, ...AUDIO_ARGS, '-f', 'webm', output], signal);
}

/**
 * The recording with `[startMs, endMs)` replaced by the whole of `segment`: audio always, the camera too when
 * `camera` (both files then have it). Empty parts (a span at the very start or end) are left out.
 */
export async function spliceRecording(
  original: string, segment: string, span: { startMs: number; endMs: number; durationMs: number }, camera: boolean, output: string, signal: AbortSignal,
): Promise<void> {
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const parts: Array<{ input: 0 | 1; start?: number; end?: number }> = [];
  if (span.startMs > 0) parts.push({ input: 0, end: span.startMs });
  parts.push({ input: 1 });
  if (span.endMs < span.durationMs) parts.push({ input: 0, start: span.endMs });
  const kinds = camera ? (['a', 'v'] as const) : (['a'] as const);
  const filters: string[] = [];
  for (const kind of kinds) {
    const uses = [0, 1].map((input) => parts.filter((part) => part.input === input).length);
    const labels = [0, 1].map((input) => Array.from({ length: uses[input]! }, (_, i) => `${kind}${input}_${i}`));
    for (const input of [0, 1]) {
      const split = kind === 'a' ? 'asplit' : 'split';
      if (uses[input]! > 1) filters.push(`[${input}:${kind}:0]${split}=${uses[input]}${labels[input]!.map((l) => `[${l}]`).join('')}`);
      else if (uses[input] === 1) filters.push(`[${input}:${kind}:0]${kind === 'a' ? 'anull' : 'null'}[${labels[input]![0]}]`);
    }
    const taken = [0, 0];
    parts.forEach((part, i) => {
      const label = labels[part.input]![taken[part.input]!++]!;
      const trim = kind === 'a' ? 'atrim' : 'trim';
      const pts = kind === 'a' ? 'asetpts' : 'setpts';
      const bounds = [part.start !== undefined ? `start=${seconds(part.start)}` : '', part.end !== undefined ? `end=${seconds(part.end)}` : ''].filter(Boolean).join(':');
      const extra = kind === 'v' ? `,${cameraFilter}` : ',aresample=48000,aformat=channel_layouts=stereo';
      filters.push(`[${label}]${bounds ? `${trim}=${bounds},` : ''}${pts}=PTS-STARTPTS${extra}[${kind}p${i}]`);
    });
  }
  const inputsOfConcat = parts.map((_, i) => kinds.map((kind) => `[${kind === 'a' ? 'a' : 'v'}p${i}]`).join('')).join('');
  // concat wants each segment's streams in output order: video first, then audio.
  const ordered = camera ? parts.map((_, i) => `[vp${i}][ap${i}]`).join('') : inputsOfConcat;
  filters.push(`${ordered}concat=n=${parts.length}:v=${camera ? 1 : 0}:a=1${camera ? '[v]' : ''}[a]`);
  await ffmpeg([
    '-hide_banner', '-nostdin', '-y', '-i', original, '-i', segment,
    '-filter_complex', filters.join(';'),
    ...(camera ? ['-map', '[v]', ...VIDEO_ARGS] : []), '-map', '[a]', ...AUDIO_ARGS, '-f', 'webm', output,
  ], signal);
}
