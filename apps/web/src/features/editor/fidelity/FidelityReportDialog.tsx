/** The fidelity report shown once when an imported deck first opens: what could not be carried, grouped by slide. */
import { useMemo, useState } from 'react';
import { MESSAGES } from '@podium/shared';
import type { FidelityWarning } from '@podium/deck';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { useEditorState } from '../state/EditorContext';
import { takeFidelityReport } from './pendingReport';
import './FidelityReportDialog.css';

/** Warnings grouped by slide number (deck-wide ones, without a slide, first). */
function bySlide(warnings: readonly FidelityWarning[]): Array<[number | undefined, FidelityWarning[]]> {
  const groups = new Map<number | undefined, FidelityWarning[]>();
  for (const w of warnings) groups.set(w.slide, [...(groups.get(w.slide) ?? []), w]);
  return [...groups.entries()].sort(([a], [b]) => (a ?? 0) - (b ?? 0));
}

/** Shows the deck's pending import report once (taken from the hand-off as the editor opens). */
export function FidelityReportDialog() {
  const deckId = useEditorState((s) => s.meta.id);
  // Read once per editor session: taking the report removes it, so reloading does not show it again.
  const [warnings, setWarnings] = useState(() => takeFidelityReport(deckId));
  const groups = useMemo(() => bySlide(warnings), [warnings]);
  const close = () => setWarnings([]);
  if (!warnings.length) return null;
  return (
    <Dialog
      open
      size="md"
      title={MESSAGES.fidelityReportTitle}
      onCancel={close}
      onConfirm={close}
      testId="fidelity-report"
      footer={<Button variant="primary" onClick={close} testId="fidelity-report-dismiss" data-autofocus>{MESSAGES.fidelityReportDismiss}</Button>}
    >
      <p className="fidelity-report__intro">{MESSAGES.fidelityReportIntro(warnings.length)}</p>
      <div className="fidelity-report__list">
        {groups.map(([slide, list]) => (
          <section key={slide ?? 'deck'} className="fidelity-report__group" data-testid="fidelity-report-group">
            <h3 className="fidelity-report__slide">{slide === undefined ? MESSAGES.fidelityReportDeck : MESSAGES.fidelityReportSlide(slide)}</h3>
            <ul>
              {list.map((w, i) => (
                <li key={i} data-testid="fidelity-report-item">
                  <strong>{w.what}</strong> <span className="muted">{w.why}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
