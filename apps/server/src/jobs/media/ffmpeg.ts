/**
 * ffmpeg and ffprobe (Debian's binaries) as child processes: the duration of a video, a web-safe MP4 (H.264 + AAC,
 * yuv420p, even sizes, at most 1920 px wide, moov atom first so playback starts before the download ends) with
 * progress, a poster frame, and any other ffmpeg run with progress (the MP4 export's encode). A run is killed when
 * its signal aborts (the SPEC transcode or export timeout, or shutdown).
 */
import { spawn } from 'node:child_process';
import { MEDIA_VARIANTS } from '@podium/shared';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';

/** Runs a command; resolves with its stdout, rejects with the end of its stderr. */
function run(command: string, args: string[], signal: AbortSignal, onStdout?: (chunk: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { signal, stdio: ['ignore', 'pipe', 'pipe'], killSignal: 'SIGKILL' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (onStdout) onStdout(chunk);
      else stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (error) => reject(signal.aborted ? signal.reason : error));
    child.on('close', (code) => {
      if (signal.aborted) reject(signal.reason);
      else if (code === 0) resolve(stdout);
      else reject(new Error(`${command} exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** Duration in seconds and the size of the first video stream (0 when unknown). */
export async function probeVideo(file: string, signal: AbortSignal): Promise<{ duration: number; width: number; height: number }> {
  const out = await run(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], signal);
  const info = JSON.parse(out) as { format?: { duration?: string }; streams?: Array<{ codec_type?: string; width?: number; height?: number }> };
  const video = info.streams?.find((s) => s.codec_type === 'video');
  if (!video) throw new Error('the file has no video stream');
  return { duration: Number(info.format?.duration) || 0, width: video.width ?? 0, height: video.height ?? 0 };
}

/** Runs ffmpeg with `args` (before `-progress`), calling `progress` with 0..1 of `duration` seconds as it reports its position. */
export async function ffmpegWithProgress(args: string[], duration: number, signal: AbortSignal, progress: (fraction: number) => void): Promise<void> {
  let pending = '';
  await run(FFMPEG, [...args.slice(0, -1), '-progress', 'pipe:1', '-nostats', args.at(-1)!], signal, (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^out_time_us=(\d+)/.exec(line);
      if (match && duration > 0) progress(Math.min(1, Number(match[1]) / 1e6 / duration));
    }
  });
}

/** Transcodes to a web-safe MP4, calling `progress` with 0..1 as ffmpeg reports its position. */
export async function transcodeToMp4(input: string, output: string, duration: number, signal: AbortSignal, progress: (fraction: number) => void): Promise<void> {
  const max = MEDIA_VARIANTS.displayPx;
  await ffmpegWithProgress([
    '-hide_banner', '-nostdin', '-y', '-i', input,
    '-map', '0:v:0', '-map', '0:a:0?',
    '-vf', `scale='min(${max},iw)':-2:flags=bicubic,format=yuv420p`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high',
    '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
    '-movflags', '+faststart', '-threads', '2', output,
  ], duration, signal, progress);
}

/** A JPEG poster frame from a second in (or the middle of a shorter clip). */
export async function posterFrame(input: string, output: string, duration: number, signal: AbortSignal): Promise<void> {
  const at = duration > 0 ? Math.min(1, duration / 2) : 0;
  await run(FFMPEG, [
    '-hide_banner', '-nostdin', '-y', '-ss', at.toFixed(3), '-i', input, '-frames:v', '1',
    '-vf', `scale='min(${MEDIA_VARIANTS.displayPx},iw)':-2`, '-q:v', '3', output,
  ], signal);
}

/** The codec of each stream of a file, and its duration in seconds (0 when unknown). */
export async function probeStreams(file: string, signal: AbortSignal): Promise<{ duration: number; streams: Array<{ type: string; codec: string }> }> {
  const out = await run(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], signal);
  const info = JSON.parse(out) as { format?: { duration?: string }; streams?: Array<{ codec_type?: string; codec_name?: string }> };
  return {
    duration: Number(info.format?.duration) || 0,
    streams: (info.streams ?? []).map((stream) => ({ type: stream.codec_type ?? '', codec: stream.codec_name ?? '' })),
  };
}

/** Runs ffmpeg with `args`, without progress; rejects with the end of its output when it fails. */
export async function ffmpeg(args: string[], signal: AbortSignal): Promise<void> {
  await run(FFMPEG, args, signal);
}
