/**
 * A multipart request's one `file` part streamed to staging (any other file part is skipped) and its text fields.
 * A text field holding a NUL character is refused; a file over the limit answers `tooLarge()` (413). Whatever was
 * staged is discarded when reading fails; after that the caller owns it.
 */
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@podium/shared';
import { Invalid } from '../domain/errors.js';
import { UploadTooLarge, type StagedUpload } from '../storage/local.js';

export interface MultipartUpload {
  staged: StagedUpload | null;
  fileName: string;
  fields: Record<string, string>;
}

export async function receiveUpload(
  request: FastifyRequest, stage: (file: Readable) => Promise<StagedUpload>, tooLarge: () => Error,
): Promise<MultipartUpload> {
  const upload: MultipartUpload = { staged: null, fileName: '', fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload.staged) {
          part.file.resume();
          continue;
        }
        upload.fileName = part.filename;
        upload.staged = await stage(part.file);
      } else if (typeof part.value === 'string') {
        if (part.value.includes('\0')) throw Invalid.field(part.fieldname, MESSAGES.nulCharacter);
        upload.fields[part.fieldname] = part.value;
      }
    }
    return upload;
  } catch (error) {
    await upload.staged?.discard();
    if (error instanceof UploadTooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}
