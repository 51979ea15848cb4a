/**
 * Video panel: paste a video-site / CodePen link or a video file URL, upload a file (with progress), or pick one from
 * the media library (its web MP4 once transcoded, with its poster); playback options.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Id, type VideoBlock } from '@podium/deck';
import { LIMITS, VIDEO_CONTENT_TYPES, genericMessage, type MediaJson } from '@podium/shared';
import { Button } from '../../../../components/Button';
import { Section } from '../../panels/fields';
import { AccessibleNameSection } from '../AccessibleNameSection';
import { VIDEO_UPLOAD, uploadMedia } from '../../../../api/media';
import { Dialog } from '../../../../components/Dialog';
import { MediaLibrary } from '../../../media';
import { useBlockProps } from '../useBlockProps';
import { useEditorState } from '../../state/EditorContext';
import { checkVideoFile, videoLink } from './videoLink';

const OPTIONS = [['autoplay', 'Autoplay'], ['loop', 'Loop'], ['muted', 'Muted'], ['controls', 'Controls']] as const;

/** The video section of the block panel. */
export function VideoPanel({ block, slideId }: { block: VideoBlock; slideId: string }) {
  const update = useBlockProps(block, slideId);
  const p = block.props;
  const [link, setLink] = useState(p.provider || (p.src && !p.mediaId) ? p.src : '');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [library, setLibrary] = useState(false);
  const deckTeamId = useEditorState((s) => s.meta.team_id);

  const pick = (medium: MediaJson) => {
    setLibrary(false);
    setError(null);
    const mediaId = Id.safeParse(String(medium.id)).success ? String(medium.id) : undefined;
    update('src', { src: medium.web_url ?? medium.url, provider: undefined, mediaId, ...(medium.poster_url ? { poster: medium.poster_url } : {}) }, false);
    setLink('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = videoLink(link);
    if ('error' in found) return setError(found.error);
    setError(null);
    update('src', { src: found.src, provider: found.provider, mediaId: undefined }, false);
  };

  const upload = (file: File) => {
    const problem = checkVideoFile(file, LIMITS.videoUploadBytes);
    if (problem) return setError(problem);
    setError(null);
    setProgress(0);
    uploadMedia(file, setProgress, VIDEO_UPLOAD)
      .then((media) => {
        const mediaId = Id.safeParse(String(media.id)).success ? String(media.id) : undefined;
        update('src', { src: media.url, provider: undefined, mediaId }, false);
        setLink('');
      })
      .catch((e: unknown) => setError(e instanceof Error && e.message ? e.message : genericMessage()))
      .finally(() => setProgress(null));
  };

  return (
    <>
      <Section title="Video" columns={1}>
        <form className="ed-field" onSubmit={submit} noValidate>
          <label htmlFor="ed-video-link">Video link</label>
          <div className="ed-content-panel__row">
            <input id="ed-video-link" value={link} placeholder="YouTube, Vimeo, Loom, CodePen… or .mp4" data-testid="video-url"
              aria-invalid={error ? true : undefined} onChange={(e) => setLink(e.target.value)} style={{ flex: 1 }} />
            <Button size="sm" type="submit" testId="video-url-apply">Apply</Button>
          </div>
        </form>
        <div className="ed-content-panel__row">
          <Button size="sm" testId="video-upload" loading={progress !== null} onClick={() => fileInput.current?.click()}>Upload video…</Button>
          <Button size="sm" testId="video-library" onClick={() => setLibrary(true)}>Your videos…</Button>
          <input ref={fileInput} type="file" hidden accept={VIDEO_CONTENT_TYPES.join(',')} data-testid="video-upload-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) upload(file);
            }} />
        </div>
        {progress !== null && <progress max={1} value={progress} aria-label="Uploading video" data-testid="video-upload-progress" />}
        {error && <p className="ed-content-panel__error" role="alert" data-testid="video-error">{error}</p>}
        {p.src && !error && <p className="ed-content-panel__note" data-testid="video-source">{p.provider ? `Embedded from ${p.src}` : p.mediaId ? 'Uploaded video' : p.src}</p>}
        <fieldset className="ed-content-panel__checks" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="ed-section__title">Playback</legend>
          {OPTIONS.map(([key, label]) => (
            <label key={key}>
              <input type="checkbox" checked={p[key]} data-testid={`video-${key}`} onChange={(e) => update(key, { [key]: e.target.checked })} />
              {label}
            </label>
          ))}
        </fieldset>
        {library && (
          <Dialog open size="lg" title="Your videos" onCancel={() => setLibrary(false)} testId="video-library-dialog">
            <MediaLibrary kind="video" onPick={pick} deckTeamId={deckTeamId} />
          </Dialog>
        )}
      </Section>
      {p.src && <AccessibleNameSection block={block} slideId={slideId} field="title" label="Title (read by screen readers)" />}
    </>
  );
}
