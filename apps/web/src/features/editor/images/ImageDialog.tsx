/**
 * Insert image: pick from the media library (search, tags, upload, or drag a tile onto the slide), upload from the
 * computer (or drop a file here), or insert by URL. Uploads in progress are listed.
 */
import { useState, type DragEvent, type RefObject } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import type { MediaJson } from '@podium/shared';
import { MediaLibrary } from '../../media';
import { useEditorState } from '../state/EditorContext';
import type { Upload } from './useImageInsert';

interface Props {
  open: boolean;
  onClose(): void;
  fileInput: RefObject<HTMLInputElement | null>;
  onFiles(files: File[]): void;
  onUrl(url: string): Promise<string | null>;
  onMedium(medium: MediaJson): void;
}

/** The image dialog. */
export function ImageDialog({ open, onClose, fileInput, onFiles, onUrl, onMedium }: Props) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const deckTeamId = useEditorState((s) => s.meta.team_id);

  const submit = async () => {
    setBusy(true);
    const problem = await onUrl(url);
    setBusy(false);
    setError(problem);
    if (!problem) {
      setUrl('');
      onClose();
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const files = [...event.dataTransfer.files];
    if (files.length) {
      onFiles(files);
      onClose();
    }
  };

  return (
    <Dialog open={open} size="lg" title="Insert image" onCancel={onClose} testId="image-dialog">
      <MediaLibrary
        kind="image"
        deckTeamId={deckTeamId}
        onPick={(medium) => {
          onMedium(medium);
          onClose();
        }}
        onDragOut={onClose}
      />
      <div className="ed-image-drop" onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
        <p>Drop an image here, paste one onto the slide, or</p>
        <Button
          variant="primary"
          testId="image-upload-button"
          data-autofocus
          onClick={() => {
            onClose();
            fileInput.current?.click();
          }}
        >
          Upload from computer
        </Button>
        <p className="muted ed-image-drop__hint">PNG, JPEG, GIF, WebP or SVG</p>
      </div>
      <form
        className="ed-image-url"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="field__label" htmlFor="ed-image-url">
          Or insert from a URL
        </label>
        <div className="row">
          <input
            id="ed-image-url"
            className="field__input"
            type="url"
            placeholder="https://example.com/picture.png"
            value={url}
            data-testid="image-url-input"
            aria-invalid={error ? true : undefined}
            onChange={(e) => setUrl(e.target.value)}
          />
          <Button type="submit" loading={busy} testId="image-url-submit" disabled={!url.trim()}>
            Insert
          </Button>
        </div>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** Upload progress bars shown over the canvas. */
export function UploadProgress({ uploads }: { uploads: readonly Upload[] }) {
  if (!uploads.length) return null;
  return (
    <div className="ed-uploads" role="status" aria-live="polite" data-testid="image-upload-progress">
      {uploads.map((u) => (
        <div key={u.id} className="ed-uploads__item">
          <span>Uploading {u.name}…</span>
          <progress max={1} value={u.progress} aria-label={`Uploading ${u.name}`} />
        </div>
      ))}
    </div>
  );
}
