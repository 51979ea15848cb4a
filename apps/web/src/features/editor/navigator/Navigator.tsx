/**
 * The slide navigator: horizontal columns, each a vertical stack. Click to edit a slide; drag a thumbnail onto
 * another one to reorder (its left/right quarter makes a new column, its upper/lower half places it in that stack).
 * Every slide keeps its button; thumbnails far outside the strip's viewport render no blocks (see visibility.ts).
 */
import { memo, useCallback, useEffect, useMemo, useState, type PointerEvent as ReactPointerEvent, type Ref } from 'react';
import type { DeckDocument, SlideFields } from '@podium/deck';
import { useEditor, useEditorState } from '../state/EditorContext';
import { slideMoveOp, zoneAt, type DropZone } from '../model/slideMove';
import { deckTheme } from '../theme';
import { ToolButton } from '../toolbar/TopBar';
import { SlideThumb, thumbVars } from '../../../components/SlideThumb';
import { PeerDots } from '../presence/PeerLayer';
import { whenQuiet } from '../state/whenQuiet';
import { canVirtualise, ThumbVisibility } from './visibility';
import { SlideCommentBadge } from '../../comments';
import { LayoutPicker } from '../../templates';
import './Navigator.css';

type Target = { h: number; v: number; zone: DropZone };

interface ItemProps {
  slide: SlideFields;
  h: number;
  v: number;
  current: boolean;
  dragged: boolean;
  drop: DropZone | null;
  near: boolean;
  track: Ref<HTMLButtonElement>;
  onPointerDown(event: ReactPointerEvent, id: string): void;
  onSelect(id: string): void;
}

/**
 * One thumbnail button (memoised: an edit re-renders only the slides it changed). Away from the visible part of the
 * strip it is only the button, sized by CSS, with the same data and label.
 */
const NavItem = memo(function NavItem({ slide, h, v, current, dragged, drop, near, track, onPointerDown, onSelect }: ItemProps) {
  return (
    <li>
      <button
        ref={track}
        type="button"
        className={`ed-thumb${near ? '' : ' is-far'}${current ? ' is-current' : ''}${slide.hidden ? ' is-hidden' : ''}${dragged ? ' is-dragged' : ''}${drop ? ` drop-${drop}` : ''}`}
        data-testid="navigator-slide"
        data-h={h}
        data-v={v}
        data-slide-id={slide.id}
        aria-current={current ? 'true' : undefined}
        onPointerDown={(e) => onPointerDown(e, slide.id)}
        onClick={() => onSelect(slide.id)}
      >
        {/* The button's name, in its content rather than an aria-label over the slide's visible text (WCAG 2.5.3). */}
        <span className="visually-hidden">{`Slide ${h + 1}${v ? `.${v}` : ''}${slide.hidden ? ' (hidden)' : ''}`}</span>
        {near && (
          <>
            <SlideThumb slide={slide} />
            <span className="ed-thumb__number" aria-hidden="true">{`${h + 1}${v ? `.${v}` : ''}`}</span>
            <PeerDots slideId={slide.id} />
          </>
        )}
      </button>
      <SlideCommentBadge slideId={slide.id} />
    </li>
  );
});

/** Columns in the editor's first render; a big deck's other columns follow once the user pauses or reaches the strip. */
const FIRST_COLUMNS = 24;
/** The pause after which the remaining columns are rendered. */
const FILL_QUIET_MS = 1000;

/**
 * How many columns to render: at first those up to the current slide's (and a few beyond, at least FIRST_COLUMNS), so
 * opening a deck of hundreds of slides does not build every navigator button before the slide is shown; then all, at
 * the first pause or as soon as the pointer or focus enters the strip (`fill`). One plain update, not a transition:
 * a transition would be rendered in slices across the frames of a drag that starts meanwhile.
 */
function useColumnsShown(doc: DeckDocument, slideId: string): { columns: number; fill: () => void } {
  const [all, setAll] = useState(false);
  const fill = useCallback(() => setAll(true), []);
  useEffect(() => (all ? undefined : whenQuiet(fill, FILL_QUIET_MS)), [all, fill]);
  if (all) return { columns: doc.slides.length, fill };
  const current = doc.slides.findIndex((top) => top.id === slideId || top.children?.some((child) => child.id === slideId));
  return { columns: Math.max(FIRST_COLUMNS, current + 4), fill };
}

/** The navigator strip. */
export function Navigator() {
  const { store } = useEditor();
  const doc = useEditorState((s) => s.doc);
  const slideId = useEditorState((s) => s.slideId);
  const color = useEditorState((s) => s.meta.theme_color);
  const font = useEditorState((s) => s.meta.theme_font);
  const width = useEditorState((s) => s.meta.width);
  const height = useEditorState((s) => s.meta.height);
  const vars = useMemo(() => thumbVars(deckTheme(color, font), { width, height }), [color, font, width, height]);
  const [drag, setDrag] = useState<{ id: string; target: Target | null } | null>(null);
  const [near, setNear] = useState<ReadonlySet<string> | null>(null);
  const [visibility] = useState(() => new ThumbVisibility(setNear));
  const { columns, fill } = useColumnsShown(doc, slideId);

  const onSelect = useCallback((id: string) => store.setSlide(id), [store]);
  const onPointerDown = useCallback((event: ReactPointerEvent, id: string) => {
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
  }, [store]);

  return (
    <nav className={`ed-nav${drag ? ' is-dragging' : ''}`} aria-label="Slides" onPointerEnter={fill} onFocus={fill}>
      <div className="ed-nav__tools" role="toolbar" aria-label="Slide actions">
        <ToolButton id="add-slide" icon="plusRight" testId="navigator-add-slide" />
        <ToolButton id="add-vertical-slide" icon="plusDown" testId="navigator-add-vertical" />
        <LayoutPicker />
        <ToolButton id="duplicate-slide" icon="copy" testId="navigator-duplicate-slide" />
        <ToolButton id="hide-slide" icon="hide" testId="navigator-hide-slide" />
        <ToolButton id="delete-slide" icon="trash" testId="navigator-delete-slide" />
      </div>
      <ol className="ed-nav__columns" ref={visibility.setRoot} style={vars}>
        {doc.slides.slice(0, columns).map((top, h) => (
          <li key={top.id} className="ed-nav__column">
            <ol className="ed-nav__stack">
              {[top, ...(top.children ?? [])].map((slide, v) => (
                <NavItem
                  key={slide.id}
                  slide={slide}
                  h={h}
                  v={v}
                  current={slide.id === slideId}
                  dragged={drag?.id === slide.id}
                  drop={drag?.target && drag.target.h === h && drag.target.v === v && drag.id !== slide.id ? drag.target.zone : null}
                  near={!canVirtualise || (near?.has(slide.id) ?? false)}
                  track={visibility.track}
                  onPointerDown={onPointerDown}
                  onSelect={onSelect}
                />
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
