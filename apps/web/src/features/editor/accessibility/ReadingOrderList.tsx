/**
 * The current slide's reading order, editable: its blocks as screen readers (and Tab on the canvas, the PDF's tags,
 * PowerPoint's shapes) take them, each with "earlier" and "later" buttons. Moving stores the whole order on the slide
 * (`readingOrder`, one slide property, so it merges with co-editors' changes like the others); "Use the default
 * order" clears it. After a move focus stays on the moved block's button and a polite status says where it went.
 */
import { useEffect, useRef, useState } from 'react';
import { isDefaultReadingOrder, movedReadingOrder, readingOrder, type SlideFields } from '@podium/deck';
import { CANVAS_A11Y } from '@podium/shared';
import { useEditor } from '../state/EditorContext';
import { blockLabel } from '../canvas/blockLabel';

/** ReadingOrderList. */
export function ReadingOrderList({ slide }: { slide: SlideFields }) {
  const { store } = useEditor();
  const listRef = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ id: string; dir: 'up' | 'down'; said: string } | null>(null);
  const order = readingOrder(slide);
  const isDefault = isDefaultReadingOrder(slide);

  // Keep focus on the moved block's button (the other one when it reached an end).
  useEffect(() => {
    if (!moved) return;
    const item = listRef.current?.querySelector(`[data-order-id="${CSS.escape(moved.id)}"]`);
    const button = item?.querySelector<HTMLButtonElement>(`[data-dir="${moved.dir}"]:not([disabled])`) ?? item?.querySelector<HTMLButtonElement>('button:not([disabled])');
    button?.focus();
  }, [moved, slide]);

  const move = (id: string, dir: 'up' | 'down') => {
    const next = movedReadingOrder(slide, id, dir === 'up' ? -1 : 1);
    if (!next) return;
    store.dispatch({ type: 'deck.slide.set', id: slide.id, props: { readingOrder: next } });
    const block = order.find((b) => b.id === id)!;
    setMoved({ id, dir, said: CANVAS_A11Y.moved(blockLabel(block), next.indexOf(id) + 1, next.length) });
  };

  if (!order.length) return null;
  return (
    <section className="ed-a11y__order" aria-labelledby="ed-a11y-order-title" data-testid="reading-order">
      <h3 id="ed-a11y-order-title" className="ed-section__title">{CANVAS_A11Y.readingOrderTitle}</h3>
      <p className="ed-a11y__note">{isDefault ? CANVAS_A11Y.readingOrderDefault : CANVAS_A11Y.readingOrderHint}</p>
      <ol className="ed-a11y__order-list" ref={listRef}>
        {order.map((block, i) => {
          const label = blockLabel(block);
          return (
            <li key={block.id} className="ed-a11y__order-item" data-order-id={block.id} data-testid="reading-order-item">
              <span className="ed-a11y__order-label" title={label}>{label}</span>
              <button type="button" className="btn btn--sm btn--ghost" data-dir="up" data-testid="reading-order-up"
                aria-label={CANVAS_A11Y.moveUp(label)} disabled={i === 0} onClick={() => move(block.id, 'up')}>↑</button>
              <button type="button" className="btn btn--sm btn--ghost" data-dir="down" data-testid="reading-order-down"
                aria-label={CANVAS_A11Y.moveDown(label)} disabled={i === order.length - 1} onClick={() => move(block.id, 'down')}>↓</button>
            </li>
          );
        })}
      </ol>
      {!isDefault && (
        <button type="button" className="btn btn--sm btn--secondary" data-testid="reading-order-reset"
          onClick={() => store.dispatch({ type: 'deck.slide.set', id: slide.id, props: { readingOrder: null } })}>
          {CANVAS_A11Y.readingOrderReset}
        </button>
      )}
      <p className="visually-hidden" role="status">{moved?.said ?? ''}</p>
    </section>
  );
}
