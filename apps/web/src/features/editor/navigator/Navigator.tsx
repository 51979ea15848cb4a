/**
 * The slide navigator: horizontal columns, each a vertical stack. Click to edit a slide; drag a thumbnail onto
 * another one to reorder (its left/right quarter makes a new column, its upper/lower half places it in that stack).
 */
import { useMemo, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useEditor, useEditorState } from '../state/EditorContext';
import { slideMoveOp, zoneAt, type DropZone } from '../model/slideMove';
import { deckTheme } from '../theme';
import { ToolButton } from '../toolbar/TopBar';
import { SlideThumb } from './SlideThumb';
import './Navigator.css';

type Target = { h: number; v: number; zone: DropZone };

/** The navigator strip. */
export function Navigator() {
  const { store } = useEditor();
  const doc = useEditorState((s) => s.doc);
  const slideId = useEditorState((s) => s.slideId);
  const color = useEditorState((s) => s.meta.theme_color);
  const font = useEditorState((s) => s.meta.theme_font);
  const width = useEditorState((s) => s.meta.width);
  const height = useEditorState((s) => s.meta.height);
  const theme = useMemo(() => deckTheme(color, font), [color, font]);
  const size = useMemo(() => ({ width, height }), [width, height]);
  const [drag, setDrag] = useState<{ id: string; target: Target | null } | null>(null);

  const onPointerDown = (event: ReactPointerEvent, id: string) => {
    if (event.button !== 0) return;
    store.setSlide(id);
    const start = { x: event.clientX, y: event.clientY };
    let dragging = false;
    let target: Target | null = null;
    const move = (e: PointerEvent) => {
      if (!dragging && Math.hypot(e.clientX - start.x, e.clientY - start.y) < 6) return;
      dragging = true;
      const el = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-testid="navigator-slide"]');
      if (el) {
        const r = el.getBoundingClientRect();
        target = { h: Number(el.dataset.h), v: Number(el.dataset.v), zone: zoneAt((e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height) };
      } else target = null;
      setDrag({ id, target });
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      setDrag(null);
      if (!dragging || !target) return;
      const op = slideMoveOp(store.getSnapshot().doc, id, target, target.zone);
      if (op) store.dispatch(op);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  };

  return (
    <nav className={`ed-nav${drag ? ' is-dragging' : ''}`} aria-label="Slides">
      <div className="ed-nav__tools" role="toolbar" aria-label="Slide actions">
        <ToolButton id="add-slide" icon="plusRight" testId="navigator-add-slide" />
        <ToolButton id="add-vertical-slide" icon="plusDown" testId="navigator-add-vertical" />
        <ToolButton id="duplicate-slide" icon="copy" testId="navigator-duplicate-slide" />
        <ToolButton id="hide-slide" icon="hide" testId="navigator-hide-slide" />
        <ToolButton id="delete-slide" icon="trash" testId="navigator-delete-slide" />
      </div>
      <ol className="ed-nav__columns">
        {doc.slides.map((top, h) => (
          <li key={top.id} className="ed-nav__column">
            <ol className="ed-nav__stack">
              {[top, ...(top.children ?? [])].map((slide, v) => {
                const drop = drag?.target && drag.target.h === h && drag.target.v === v && drag.id !== slide.id ? ` drop-${drag.target.zone}` : '';
                return (
                  <li key={slide.id}>
                    <button
                      type="button"
                      className={`ed-thumb${slide.id === slideId ? ' is-current' : ''}${slide.hidden ? ' is-hidden' : ''}${drag?.id === slide.id ? ' is-dragged' : ''}${drop}`}
                      data-testid="navigator-slide"
                      data-h={h}
                      data-v={v}
                      data-slide-id={slide.id}
                      aria-current={slide.id === slideId ? 'true' : undefined}
                      aria-label={`Slide ${h + 1}${v ? `.${v}` : ''}${slide.hidden ? ' (hidden)' : ''}`}
                      onPointerDown={(e) => onPointerDown(e, slide.id)}
                      onClick={() => store.setSlide(slide.id)}
                    >
                      <SlideThumb slide={slide} theme={theme} size={size} />
                      <span className="ed-thumb__number" aria-hidden="true">
                        {h + 1}
                        {v ? `.${v}` : ''}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
