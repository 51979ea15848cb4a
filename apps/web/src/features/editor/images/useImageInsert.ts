/**
 * Image blocks from files (upload to the media storage with progress, SPEC image upload timeout) or from a URL. The
 * block is added once the image is stored and its natural size known, fitted into the slide, so undo is one step.
 */
import { useCallback, useState } from 'react';
import { Id, isSafeUrl } from '@podium/deck';
import { MESSAGES, genericMessage, type MediaJson } from '@podium/shared';
import type { Notify } from '../../../components/notifications';
import { insertBlock } from '../actions/insertBlock';
import type { EditorStore } from '../state/store';
import { checkImageFile, uploadImage } from '../../../api/media';

export interface Upload {
  id: number;
  name: string;
  progress: number;
}

/** Whether a URL is an absolute http(s) address the deck schema accepts. */
export function isWebUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) && isSafeUrl(value);
}

/** Natural size of an image URL; rejects when it does not load within 15 s. */
export function naturalSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    const timer = window.setTimeout(() => reject(new Error('timeout')), 15_000);
    img.onload = () => {
      window.clearTimeout(timer);
      resolve({ width: img.naturalWidth || 480, height: img.naturalHeight || 320 });
    };
    img.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('error'));
    };
    img.src = url;
  });
}

/** Add an image block for `src` to the current slide, at most 80% of the slide, centred on `at` when given. */
export function addImageBlock(store: EditorStore, notify: Notify, src: string, natural: { width: number; height: number }, extra: { mediaId?: string; at?: { x: number; y: number } } = {}): void {
  const { meta } = store.getSnapshot();
  const fit = Math.min(1, (meta.width * 0.8) / natural.width, (meta.height * 0.8) / natural.height);
  const width = Math.max(1, Math.round(natural.width * fit));
  const height = Math.max(1, Math.round(natural.height * fit));
  const props = {
    src,
    naturalWidth: Math.round(natural.width),
    naturalHeight: Math.round(natural.height),
    ...(extra.mediaId && Id.safeParse(extra.mediaId).success ? { mediaId: extra.mediaId } : {}),
  };
  insertBlock(store, (message) => notify(message, { negative: true }), 'image', { width, height, props }, extra.at);
}

let uploadIds = 0;

/** Upload state and the two ways in: files and URLs. */
export function useImageInsert(store: EditorStore | null, notify: Notify) {
  const [uploads, setUploads] = useState<Upload[]>([]);

  const insertFiles = useCallback(
    (files: readonly File[], at?: { x: number; y: number }) => {
      if (!store) return;
      for (const file of files) {
        const problem = checkImageFile(file);
        if (problem) {
          notify(problem, { negative: true });
          continue;
        }
        const id = (uploadIds += 1);
        setUploads((list) => [...list, { id, name: file.name, progress: 0 }]);
        const progress = (fraction: number) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, progress: fraction } : u)));
        uploadImage(file, progress)
          .then(async (media) => {
            const size = await naturalSize(media.url).catch(() => ({ width: 480, height: 320 }));
            addImageBlock(store, notify, media.url, size, { mediaId: String(media.id), ...(at ? { at } : {}) });
          })
          .catch((error: unknown) => notify(error instanceof Error && error.message ? error.message : genericMessage(), { negative: true }))
          .finally(() => setUploads((list) => list.filter((u) => u.id !== id)));
      }
    },
    [store, notify],
  );

  /** Insert by URL; resolves with an error message, or null once inserted. */
  const insertUrl = useCallback(
    async (raw: string): Promise<string | null> => {
      const url = raw.trim();
      if (!store) return genericMessage();
      if (!isWebUrl(url)) return MESSAGES.invalidUrl;
      try {
        addImageBlock(store, notify, url, await naturalSize(url));
        return null;
      } catch {
        return 'That image could not be loaded. Check the address and try again.';
      }
    },
    [store, notify],
  );

  /** Insert a library image: its display size (a GIF keeps its animated original), sized from what the library knows. */
  const insertMedium = useCallback(
    (medium: MediaJson, at?: { x: number; y: number }) => {
      if (!store) return;
      const src = medium.content_type === 'image/gif' || !medium.display_url ? medium.url : medium.display_url;
      const known = medium.width && medium.height ? Promise.resolve({ width: medium.width, height: medium.height }) : naturalSize(src);
      void known.catch(() => ({ width: 480, height: 320 }))
        .then((size) => addImageBlock(store, notify, src, size, { mediaId: String(medium.id), ...(at ? { at } : {}) }));
    },
    [store, notify],
  );

  return { uploads, insertFiles, insertUrl, insertMedium };
}
