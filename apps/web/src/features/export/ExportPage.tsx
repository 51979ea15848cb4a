/**
 * The deck export screen (/{username}/{slug}/export): pick a format and options (defaults from the user's export
 * settings, then SPEC §9), start, watch the progress bar, download, read the fidelity report. Also links the print
 * view (reveal.js's print layout, for the browser's own Print).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EXPORT_DEFAULTS, MESSAGES, NARRATION_MESSAGES, VIDEO_EXPORT, VIDEO_RESOLUTIONS, type DeckJson, type ExportFormatName, type ExportView, type VideoResolution, formatDuration } from '@podium/shared';
import { Button } from '../../components/Button';
import { Toggle } from '../../components/Toggle';
import { fetchUserSettings } from '../../api/users';
import { ApiError } from '../../api/client';
import { useSession } from '../../session/SessionContext';
import { useRouteDeck, routeDeckFallback } from '../decks';
import { BaseView } from '../../components/PageStates';
import { TimeAgo } from '../../components/TimeAgo';
import { listExports, startExport } from './exportApi';
import { fetchNarration } from '../../api/narration';
import { ExportStatus, formatName } from './ExportStatus';
import { useExportProgress } from './useExportProgress';
import './export.css';

/** The route screen. */
export function ExportPage() {
  const deck = useRouteDeck();
  const { user } = useSession();
  const fallback = routeDeckFallback(deck, 'Export');
  if (fallback || !deck.data) return fallback;
  if (!user) return <BaseView name="Export" description="Sign in to export this deck." />;
  return <ExportScreen deck={deck.data} />;
}

function ExportScreen({ deck }: { deck: DeckJson }) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['deck-exports', deck.id], queryFn: ({ signal }) => listExports(deck.id, signal), retry: false });
  const settings = useQuery({ queryKey: ['user-settings'], queryFn: ({ signal }) => fetchUserSettings(signal) });
  const [format, setFormat] = useState<ExportFormatName>('pdf');
  const [separateFragments, setSeparateFragments] = useState<boolean | null>(null);
  const [controls, setControls] = useState<boolean | null>(null);
  const [notes, setNotes] = useState(false);
  const [resolution, setResolution] = useState<VideoResolution>(VIDEO_EXPORT.defaultResolution);
  const [current, setCurrent] = useState<ExportView | null>(null);
  const narration = useQuery({ queryKey: ['narration', deck.id], queryFn: ({ signal }) => fetchNarration(deck.id, signal), enabled: format === 'mp4', retry: false });
  const recorded = narration.data?.narration ?? null;
  const [useNarration, setUseNarration] = useState(true);
  const narrated = format === 'mp4' && Boolean(recorded) && useNarration;
  const live = useExportProgress(deck.id, current);
  const start = useMutation({
    mutationFn: () => startExport(deck.id, {
      format,
      separate_fragments: separateFragments ?? settings.data?.export_separate_fragments ?? EXPORT_DEFAULTS.separateFragments,
      controls: controls ?? settings.data?.export_controls ?? EXPORT_DEFAULTS.controls,
      notes,
      ...(format === 'mp4' ? { resolution } : {}),
      ...(narrated ? { narration: true } : {}),
    }),
    onSuccess: (view) => {
      setCurrent(view);
      void client.invalidateQueries({ queryKey: ['deck-exports', deck.id] });
    },
  });

  const deckPath = `/${deck.user.username}/${deck.slug}`;
  if (list.error instanceof ApiError && (list.error.status === 403 || list.error.status === 404)) {
    return <BaseView name="Export" description="Only people who may edit this deck can export it." />;
  }
  const formats = list.data?.formats ?? [];
  const running = live && (live.status === 'queued' || live.status === 'running');
  const fileOf = (view: ExportView) => `${deck.slug}.${view.format}`;

  return (
    <div className="page export-page" data-testid="deck-export">
      <title>{`${deck.title} · Export · Podium`}</title>
      <header className="page__header">
        <div>
          <p className="eyebrow">Export</p>
          <h1>{deck.title}</h1>
        </div>
        <div className="row">
          <a className="btn btn--secondary btn--md" href={`${deckPath}/fullscreen?print-pdf`} target="_blank" rel="noopener" data-testid="export-print-view">
            Print view
          </a>
          <Link className="btn btn--ghost btn--md" to={`${deckPath}/edit`}>Back to editor</Link>
        </div>
      </header>
      <div className="export-page__grid">
        <form className="card stack" onSubmit={(event) => { event.preventDefault(); start.mutate(); }} aria-label="Export options">
          <fieldset className="export-formats">
            <legend>Format</legend>
            {formats.map((id) => (
              <label key={id} className="export-format">
                <input type="radio" name="format" value={id} checked={format === id} onChange={() => setFormat(id)} data-testid={`export-format-${id}`} />
                {formatName(id)}
              </label>
            ))}
          </fieldset>
          {/* Pages are a PDF matter: PowerPoint keeps fragments as click animations and notes in its notes pane, the ZIP presents them. */}
          {format === 'pdf' && (
            <>
              <Toggle label="A page per fragment step" description="Each fragment that appears on click gets its own page."
                checked={separateFragments ?? settings.data?.export_separate_fragments ?? EXPORT_DEFAULTS.separateFragments}
                onChange={setSeparateFragments} testId="export-separate-fragments" />
              <Toggle label="Speaker notes" description="Notes follow their slide on a page of their own." checked={notes} onChange={setNotes} testId="export-notes" />
            </>
          )}
          {format === 'zip' && (
            <Toggle label="Navigation controls" description="Show the arrows in the offline deck."
              checked={controls ?? settings.data?.export_controls ?? EXPORT_DEFAULTS.controls} onChange={setControls} testId="export-controls" />
          )}
          {format === 'mp4' && (
            <>
              <fieldset className="export-formats">
                <legend>Video size</legend>
                {VIDEO_RESOLUTIONS.map((id) => (
                  <label key={id} className="export-format">
                    <input type="radio" name="resolution" value={id} checked={resolution === id} onChange={() => setResolution(id)} data-testid={`export-resolution-${id}`} />
                    {id} ({VIDEO_EXPORT.sizes[id].width}×{VIDEO_EXPORT.sizes[id].height})
                  </label>
                ))}
              </fieldset>
              {recorded && (
                <Toggle label={NARRATION_MESSAGES.useNarration} description={`${NARRATION_MESSAGES.useNarrationHint} (${formatDuration(recorded.duration_ms)})`}
                  checked={useNarration} onChange={setUseNarration} testId="export-narration" />
              )}
              {!narrated && <p className="muted" data-testid="export-video-note">
                Each slide and fragment step stays on screen for its own auto-slide time, else the deck&apos;s auto-slide
                interval, else {VIDEO_EXPORT.defaultStepMs / 1000} seconds. Transitions, fragments and auto-animate move as
                they do when presenting. Videos inside slides show a still frame, and the sound track is silent.
              </p>}
            </>
          )}
          {start.isError && <p className="alert alert--error" role="alert">{MESSAGES.exportFailed[format]}</p>}
          <div className="form-actions">
            <Button type="submit" variant="primary" loading={start.isPending || Boolean(running)} disabled={formats.length === 0} testId="export-start">
              Export {formatName(format)}
            </Button>
          </div>
        </form>
        <div className="stack">
          {live && <ExportStatus view={live} filename={fileOf(live)} />}
          <RecentExports views={(list.data?.results ?? []).filter((view) => view.id !== live?.id)} fileOf={fileOf} />
        </div>
      </div>
    </div>
  );
}

function RecentExports({ views, fileOf }: { views: ExportView[]; fileOf: (view: ExportView) => string }) {
  if (views.length === 0) return null;
  return (
    <section className="card" aria-labelledby="recent-exports">
      <h2 id="recent-exports" className="export-status__title">Recent exports</h2>
      <ul className="export-recent" data-testid="export-recent">
        {views.map((view) => (
          <li key={view.id}>
            <span>{formatName(view.format)} · <TimeAgo iso={view.created_at} /></span>
            {view.url ? <a href={view.url} download={fileOf(view)}>Download</a> : <span className="muted">{view.status === 'failed' ? 'Failed' : view.status === 'done' ? 'Expired' : 'In progress'}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
