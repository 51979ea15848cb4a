/**
 * Recording a deck's narration (only the roles that may edit the deck): a whole recording replaces the deck's
 * narration; a re-recorded slide replaces that slide's span of it (the slides before keep their times, the ones
 * after keep their lengths). The old file is removed once the new one is in place.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  NARRATION_MESSAGES, TIMERS, normaliseCues, slideSpan, spliceCues, type NarrationSlideFields, type NarrationUploadFields,
} from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { narrations } from '../../db/schema.js';
import { Invalid, SignInRequired } from '../../domain/errors.js';
import type { StagedUpload } from '../../storage/local.js';
import { loadDeck } from '../decks/loadDeck.js';
import { narrationOf, type StoredNarration } from './findNarration.js';
import { normaliseRecording, recordingStreams, spliceRecording } from './recordingFiles.js';
import { keepRecording, removeRecording, uploadToFile } from './recordingStorage.js';
import { downloadTo } from '../media/generatedFiles.js';

type Upload = { ctx: ServiceContext; deckId: number; staged: StagedUpload };

/** Runs `work` in a temporary folder, removed afterwards; ffmpeg is cut off after the SPEC's transcode timeout. */
async function inWorkDir<T>(work: (dir: string, signal: AbortSignal) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'podium-narration-'));
  try {
    return await work(dir, AbortSignal.timeout(TIMERS.videoTranscodeTimeoutMs));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * ffmpeg's work on an upload that probed as a recording: a failure is the file's (damaged after its header), answered
 * as such, not as a server error; running past the transcode timeout stays an error of ours.
 */
async function readable(work: Promise<void>, signal: AbortSignal): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (signal.aborted) throw error;
    throw Invalid.field('file', NARRATION_MESSAGES.unreadable);
  }
}

/** The deck, when the user may edit it (viewers and commenters get 403, strangers 404). */
export async function editableDeck(ctx: ServiceContext, deckId: number) {
  if (!ctx.user) throw new SignInRequired();
  return (await loadDeck({ ctx, ref: { id: deckId }, action: 'edit', fresh: true })).deck;
}

/** Stores a whole recording as the deck's narration, replacing any earlier one. */
export async function saveNarration({ ctx, deckId, staged, fields }: Upload & { fields: NarrationUploadFields }): Promise<StoredNarration> {
  try {
    const deck = await editableDeck(ctx, deckId);
    const cues = normaliseCues(fields.cues);
    return await inWorkDir(async (dir, signal) => {
      const upload = await uploadToFile(ctx, staged, dir, 'upload');
      const streams = await recordingStreams(upload, signal);
      if (!streams) throw Invalid.field('file', NARRATION_MESSAGES.wrongType);
      const camera = fields.camera && Boolean(streams.video);
      const out = path.join(dir, 'recording.webm');
      await readable(normaliseRecording(upload, out, camera ? streams.video : null, signal), signal);
      const kept = await keepRecording(ctx, ctx.user!, out);
      const previous = await narrationOf(ctx, deck.id);
      const values = { userId: ctx.user!.id, mediaId: kept.id, durationMs: fields.duration_ms, hasCamera: camera, cues, updatedAt: new Date() };
      try {
        await ctx.db.insert(narrations).values({ deckId: deck.id, ...values }).onConflictDoUpdate({ target: narrations.deckId, set: values });
      } catch (error) {
        await removeRecording(ctx, kept.id);
        throw error;
      }
      if (previous) await removeRecording(ctx, previous.row.mediaId);
      return (await narrationOf(ctx, deck.id))!;
    });
  } finally {
    await staged.discard();
  }
}

/** Replaces one slide's span of the deck's narration with a new recording of that slide. */
export async function rerecordSlide({ ctx, deckId, staged, fields }: Upload & { fields: NarrationSlideFields }): Promise<StoredNarration> {
  try {
    const deck = await editableDeck(ctx, deckId);
    const existing = await narrationOf(ctx, deck.id);
    if (!existing) throw Invalid.field('narration', NARRATION_MESSAGES.noRecording);
    const { row } = existing;
    const span = slideSpan(row.cues, row.durationMs, fields.h, fields.v);
    if (!span) throw Invalid.field('slide', NARRATION_MESSAGES.slideNotRecorded);
    // Only this slide's positions belong in its segment.
    const segmentCues = normaliseCues(fields.cues.filter((cue) => cue.h === fields.h && cue.v === fields.v));
    if (!segmentCues.length) throw Invalid.field('cues', NARRATION_MESSAGES.badCues);
    return await inWorkDir(async (dir, signal) => {
      const upload = await uploadToFile(ctx, staged, dir, 'segment');
      const streams = await recordingStreams(upload, signal);
      if (!streams) throw Invalid.field('file', NARRATION_MESSAGES.wrongType);
      // The camera stays in the recording only if both have it; a segment without it drops it from the whole talk.
      const camera = row.hasCamera && Boolean(streams.video);
      const original = path.join(dir, 'original.webm');
      await downloadTo(ctx, existing.key, original);
      const out = path.join(dir, 'recording.webm');
      await readable(spliceRecording(original, upload, { startMs: span.start, endMs: span.end, durationMs: row.durationMs }, camera, out, signal), signal);
      const kept = await keepRecording(ctx, ctx.user!, out);
      const spliced = spliceCues(row.cues, row.durationMs, span, segmentCues, fields.duration_ms);
      try {
        await ctx.db.update(narrations).set({
          userId: ctx.user!.id, mediaId: kept.id, durationMs: spliced.durationMs, cues: spliced.cues, hasCamera: camera, updatedAt: new Date(),
        }).where(eq(narrations.id, row.id));
      } catch (error) {
        await removeRecording(ctx, kept.id);
        throw error;
      }
      await removeRecording(ctx, row.mediaId);
      return (await narrationOf(ctx, deck.id))!;
    });
  } finally {
    await staged.discard();
  }
}

/** Deletes the deck's narration and its file. */
export async function deleteNarration(ctx: ServiceContext, deckId: number): Promise<void> {
  const deck = await editableDeck(ctx, deckId);
  const existing = await narrationOf(ctx, deck.id);
  if (existing) await removeRecording(ctx, existing.row.mediaId);
}
