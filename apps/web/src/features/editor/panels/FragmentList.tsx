/** The slide's fragments in play order: reorder them, and play them on the canvas step by step. */
import { useEffect } from 'react';
import { batchOp, type SlideFields } from '@podium/deck';
import { fragmentLabel, fragmentOrder, renumberOps, stepCount } from '../fragments/fragments';
import { describeBlock } from '../blocks/registry';
import { useEditor, usePlaybackOf } from '../state/EditorContext';
import { Section } from './fields';
import './FragmentList.css';

/** The fragments section of the slide panel. */
export function FragmentList({ slide }: { slide: SlideFields }) {
  const { store } = useEditor();
  const playback = usePlaybackOf(slide.id);
  const order = fragmentOrder(slide.blocks);
  const steps = stepCount(slide.blocks);
  useEffect(() => () => store.setPlayback(null), [store, slide.id]);

  const move = (from: number, to: number) => {
    const next = [...order];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    const ops = renumberOps(slide.id, next);
    if (ops.length) store.dispatch(ops.length === 1 ? ops[0]! : batchOp(ops));
  };

  if (!order.length) {
    return (
      <Section title="Fragments" columns={1}>
        <p className="ed-panel__hint">Select a block and choose a fragment style to reveal it step by step.</p>
      </Section>
    );
  }
  return (
    <Section title="Fragments" columns={1}>
      <ol className="ed-fragments" data-testid="fragment-list">
        {order.map((b, i) => (
          <li key={b.id} className="ed-fragments__item" data-testid="fragment-item" data-block-id={b.id}>
            <button type="button" className="ed-fragments__name" onClick={() => store.select([b.id])} title="Select this block">
              <span className="ed-fragments__step">{i + 1}</span>
              <span className="ed-fragments__text">{describeBlock(b)}</span>
              <span className="ed-fragments__style">{fragmentLabel(b.fragment!.style)}</span>
            </button>
            <button type="button" className="btn btn--sm btn--ghost" aria-label={`Move ${describeBlock(b)} earlier`} disabled={i === 0} onClick={() => move(i, i - 1)} data-testid="fragment-up">↑</button>
            <button type="button" className="btn btn--sm btn--ghost" aria-label={`Move ${describeBlock(b)} later`} disabled={i === order.length - 1} onClick={() => move(i, i + 1)} data-testid="fragment-down">↓</button>
          </li>
        ))}
      </ol>
      <div className="ed-fragments__play" role="group" aria-label="Play fragments">
        {playback ? (
          <>
            <button type="button" className="btn btn--sm btn--secondary" disabled={playback.shown === 0} onClick={() => store.setPlayback({ slideId: slide.id, shown: playback.shown - 1 })} data-testid="fragment-prev">Back</button>
            <span className="ed-fragments__status" data-testid="fragment-step" aria-live="polite">Step {playback.shown} of {steps}</span>
            <button type="button" className="btn btn--sm btn--secondary" disabled={playback.shown >= steps} onClick={() => store.setPlayback({ slideId: slide.id, shown: playback.shown + 1 })} data-testid="fragment-next">Next</button>
            <button type="button" className="btn btn--sm btn--ghost" onClick={() => store.setPlayback(null)} data-testid="fragment-stop">Stop</button>
          </>
        ) : (
          <button type="button" className="btn btn--sm btn--secondary" onClick={() => store.setPlayback({ slideId: slide.id, shown: 0 })} data-testid="fragment-play">Play fragments</button>
        )}
      </div>
    </Section>
  );
}
