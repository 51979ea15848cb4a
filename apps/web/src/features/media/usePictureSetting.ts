/**
 * A picture setting (a profile picture, a team logo): upload a replacement with progress, or remove it after a
 * confirm. The file is checked first (raster images only: an SVG could carry script), and failures are shown, not lost.
 */
import { useState } from 'react';
import { MESSAGES, genericMessage } from '@podium/shared';
import { checkImageFile } from '../../api/media';
import { useNotify } from '../../components/notifications';

export interface PictureSettingActions {
  /** Uploads the file (reporting progress from 0 to 1) and applies the result. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
  /** Removes the picture and applies the result. */
  remove: () => Promise<void>;
  /** What the notification says after each. */
  uploaded: string;
  removed: string;
}

/** State and handlers for a picture setting's upload button, file input, progress, error and remove prompt. */
export function usePictureSetting({ upload, remove, uploaded, removed }: PictureSettingActions) {
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File) => {
    const problem = file.type === 'image/svg+xml' ? MESSAGES.avatarWrongType : checkImageFile(file);
    if (problem) return setError(problem);
    setError(null);
    setProgress(0);
    try {
      await upload(file, setProgress);
      notify(uploaded);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : genericMessage());
    } finally {
      setProgress(null);
    }
  };

  const confirmRemove = async () => {
    setBusy(true);
    try {
      await remove();
      notify(removed);
    } catch {
      notify(MESSAGES.imageRemoveError, { negative: true });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  /** The file input's change handler: takes the chosen file and clears the input, so the same file can be chosen again. */
  const onFileChosen = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void pick(file);
  };

  return { progress, error, confirming, setConfirming, busy, onFileChosen, confirmRemove };
}
