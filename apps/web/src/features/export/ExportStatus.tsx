/** One export's state: a progress bar while it runs, then the download and the fidelity report, or why it failed. */
import { describeWarning } from '@podium/deck';
import { MESSAGES, type ExportView } from '@podium/shared';

const FORMAT_NAMES: Record<ExportView['format'], string> = { pdf: 'PDF', pptx: 'PowerPoint', zip: 'ZIP', mp4: 'Video (MP4)' };

/** The name users see for a format. */
export function formatName(format: ExportView['format']): string {
  return FORMAT_NAMES[format];
}

/** Progress, download, report or error of one export. */
export function ExportStatus({ view, filename }: { view: ExportView; filename: string }) {
  const percent = Math.round(view.progress * 100);
  return (
    <section className="export-status card" aria-live="polite" data-testid="export-status" data-status={view.status}>
      <h2 className="export-status__title">{formatName(view.format)} export</h2>
      {(view.status === 'queued' || view.status === 'running') && (
        <>
          <div className="export-progress" role="progressbar" aria-label="Export progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="export-progress">
            <div className="export-progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <p className="muted" data-testid="export-progress-label">{view.progress_label} · {percent}%</p>
        </>
      )}
      {view.status === 'failed' && <p className="alert alert--error" role="alert" data-testid="export-error">{view.error}</p>}
      {view.status === 'done' && view.url && (
        <a className="btn btn--primary btn--md" href={view.url} download={filename} data-testid="export-download">
          Download {filename}
        </a>
      )}
      {view.status === 'done' && !view.url && <p className="muted">{MESSAGES.exportExpired}</p>}
      {view.status === 'done' && (
        view.warnings.length === 0
          ? <p className="muted" data-testid="export-report-empty">Everything in the deck was carried over.</p>
          : (
            <div data-testid="export-report">
              <h3 className="export-status__subtitle">What could not be carried over</h3>
              <ul className="export-report">{view.warnings.map((warning, index) => <li key={index}>{describeWarning(warning)}</li>)}</ul>
            </div>
          )
      )}
    </section>
  );
}
