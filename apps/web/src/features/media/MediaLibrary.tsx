/**
 * The media library panel of the image and video dialogs: search by label or tag, filter by tag, upload with
 * progress, a grid of thumbnails (processing and failed media marked), click to insert, drag onto the canvas, and the
 * media preview popup (SPEC §2) for details, label, tags and delete. In a team deck a member also gets the "Team library" tab: the
 * same panel over the team's media (SPEC §7 team/media, team/tags).
 */
import { useRef, useState } from 'react';
import { IMAGE_CONTENT_TYPES, LIMITS, MESSAGES, VIDEO_CONTENT_TYPES, genericMessage, type MediaJson } from '@podium/shared';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { IMAGE_UPLOAD, VIDEO_UPLOAD, checkImageFile, uploadMedia, type MediaLibraryScope } from '../../api/media';
import { useSession } from '../../session/SessionContext';
import { Tabs } from '../sharing';
import { useMediaLibrary } from './useMediaLibrary';
import { MediaPreview } from './MediaPreview';
import { startMediaDrag } from './mediaDrag';
import './media.css';

interface Props {
  kind: 'image' | 'video';
  /** Insert this medium (the dialog closes). */
  onPick(medium: MediaJson): void;
  /** A tile started being dragged: the dialog gets out of the way so the canvas can take the drop. */
  onDragOut?(): void;
  /** The deck's team (its owner's): an active member of it also gets the team library. */
  deckTeamId?: number | null | undefined;
}

interface Upload { id: number; name: string; progress: number }
let uploadIds = 0;

function checkFile(kind: 'image' | 'video', file: File): string | null {
  if (kind === 'image') return checkImageFile(file);
  if (!(VIDEO_CONTENT_TYPES as readonly string[]).includes(file.type)) return MESSAGES.videoWrongType;
  return file.size > LIMITS.videoUploadBytes ? MESSAGES.videoTooLarge(LIMITS.videoUploadBytes) : null;
}

const TABS: Array<{ id: `media-library-${MediaLibraryScope}`; label: string }> = [
  { id: 'media-library-own', label: 'My library' },
  { id: 'media-library-team', label: 'Team library' },
];

/** The panel, with the "My library" / "Team library" tabs in a team deck of the user's own team. */
export function MediaLibrary({ deckTeamId, ...props }: Props) {
  const { user } = useSession();
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('media-library-own');
  const team = Boolean(deckTeamId && user?.team?.id === deckTeamId && user.membership?.status === 'active');
  if (!team) return <LibraryPanel {...props} scope="own" />;
  const scope: MediaLibraryScope = tab === 'media-library-team' ? 'team' : 'own';
  return (
    <Tabs tabs={TABS} active={tab} onChange={setTab} label="Media libraries">
      <LibraryPanel key={scope} {...props} scope={scope} />
    </Tabs>
  );
}

/** One library: the user's own or the team's. */
function LibraryPanel({ kind, onPick, onDragOut, scope }: Omit<Props, 'deckTeamId'> & { scope: MediaLibraryScope }) {
  const library = useMediaLibrary(kind, scope);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<MediaJson | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const noun = kind === 'image' ? 'images' : 'videos';
  const whose = scope === 'team' ? 'team' : 'your';

  const upload = (files: File[]) => {
    setUploadError(null);
    for (const file of files) {
      const problem = checkFile(kind, file);
      if (problem) {
        setUploadError(problem);
        continue;
      }
      const id = (uploadIds += 1);
      setUploads((list) => [...list, { id, name: file.name, progress: 0 }]);
      const progress = (fraction: number) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, progress: fraction } : u)));
      uploadMedia(file, progress, kind === 'image' ? IMAGE_UPLOAD : VIDEO_UPLOAD, undefined, scope)
        .then((medium) => library.replace(medium))
        .catch((error: unknown) => setUploadError(error instanceof Error && error.message ? error.message : genericMessage()))
        .finally(() => setUploads((list) => list.filter((u) => u.id !== id)));
    }
  };

  const empty = !library.loading && !library.error && library.items.length === 0 && uploads.length === 0;
  return (
    <section className="media-lib" aria-label={`${scope === 'team' ? 'Team' : 'Your'} ${noun}`} data-testid="media-library" data-scope={scope}>
      <div className="media-lib__bar">
        <label className="visually-hidden" htmlFor={`media-search-${kind}-${scope}`}>Search {whose} {noun}</label>
        <input
          id={`media-search-${kind}-${scope}`}
          className="field__input media-lib__search"
          type="search"
          placeholder="Search by name or tag"
          value={library.q}
          maxLength={200}
          data-testid="media-search"
          onChange={(e) => library.setQ(e.target.value)}
        />
        {library.tags.length > 0 && (
          <>
            <label className="visually-hidden" htmlFor={`media-tag-${kind}-${scope}`}>Filter by tag</label>
            <select
              id={`media-tag-${kind}-${scope}`}
              className="field__input media-lib__tag"
              value={library.tag ?? ''}
              data-testid="media-tag-filter"
              onChange={(e) => library.setTag(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">All tags</option>
              {library.tags.map((t) => <option key={t.id} value={t.id}>{t.name} ({t.media_count})</option>)}
            </select>
          </>
        )}
        <Button size="sm" variant="primary" testId="media-upload" onClick={() => fileInput.current?.click()}>Upload…</Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          multiple
          accept={(kind === 'image' ? IMAGE_CONTENT_TYPES : VIDEO_CONTENT_TYPES).join(',')}
          data-testid="media-upload-input"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            upload(files);
          }}
        />
      </div>
      {uploads.length > 0 && (
        <div className="media-lib__uploads" role="status" aria-live="polite">
          {uploads.map((u) => (
            <div key={u.id} className="media-lib__upload">
              <span>Uploading {u.name}…</span>
              <progress max={1} value={u.progress} aria-label={`Uploading ${u.name}`} />
            </div>
          ))}
        </div>
      )}
      {uploadError && <p className="field__error" role="alert" data-testid="media-upload-error">{uploadError}</p>}
      {library.error && (
        <div className="media-lib__state" role="alert">
          <p>{library.error}</p>
          <Button size="sm" onClick={library.reload}>Try again</Button>
        </div>
      )}
      {empty && <p className="media-lib__state muted" data-testid="media-empty">{library.search || library.tag ? MESSAGES.mediaNoMatch : scope === 'team' ? MESSAGES.teamMediaLibraryEmpty : MESSAGES.mediaLibraryEmpty}</p>}
      {library.items.length > 0 && (
        <ul className="media-lib__grid" data-testid="media-grid">
          {library.items.map((m) => (
            <li key={m.id} className="media-lib__item">
              <button
                type="button"
                className="media-lib__tile"
                data-testid="media-tile"
                data-media-id={m.id}
                disabled={m.status === 'failed'}
                draggable={m.status !== 'failed'}
                aria-label={`Insert ${m.label ?? 'untitled'}`}
                title={m.label ?? undefined}
                onClick={() => onPick(m)}
                onDragStart={(event) => {
                  startMediaDrag(event, m);
                  // Changing the page during dragstart cancels the drag: move the dialog aside just after.
                  if (onDragOut) window.setTimeout(onDragOut, 0);
                }}
              >
                {m.thumbnail_url ? <img src={m.thumbnail_url} alt="" loading="lazy" draggable={false} /> : <span className="media-lib__placeholder" aria-hidden="true">{kind === 'video' ? '▶' : ''}</span>}
                {m.status === 'processing' && (
                  <span className="media-lib__badge">
                    {kind === 'video' ? `Converting ${Math.round(m.progress * 100)}%` : 'Processing…'}
                  </span>
                )}
                {m.status === 'failed' && <span className="media-lib__badge media-lib__badge--error">Failed</span>}
              </button>
              <div className="media-lib__caption">
                <span className="media-lib__label">{m.label ?? 'Untitled'}</span>
                <button type="button" className="media-lib__info" aria-label={`Details of ${m.label ?? 'untitled'}`} data-testid="media-details"
                  onClick={() => setPreviewing(m)}>
                  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
                    <circle cx="8" cy="8" r="6.5" />
                    <path d="M8 7v4.5M8 4.6v.1" strokeLinecap="round" />
                  </svg>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {library.loading && <div className="media-lib__state"><Spinner /></div>}
      {!library.loading && library.hasMore && library.items.length < library.total && (
        <div className="media-lib__state"><Button size="sm" onClick={library.more}>Show more</Button></div>
      )}
      {previewing && (
        <MediaPreview
          medium={library.items.find((m) => m.id === previewing.id) ?? previewing}
          scope={scope}
          tags={library.tags}
          canManageTags={library.canManageTags}
          onTagCreated={library.addTag}
          onClose={() => setPreviewing(null)}
          onChanged={library.replace}
          onDeleted={(id) => {
            library.remove(id);
            setPreviewing(null);
          }}
          onInsert={(m) => {
            setPreviewing(null);
            onPick(m);
          }}
        />
      )}
    </section>
  );
}
