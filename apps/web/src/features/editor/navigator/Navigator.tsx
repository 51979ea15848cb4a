/**
 * The slide navigator. On a wide screen an outline beside the canvas (one thumbnail a row, each stack's slides
 * indented under its first), on a narrow one a strip of columns under the slide; both scroll to keep the current
 * slide in view. Click to edit a slide, Ctrl/⌘+click or Shift+click to pick several (slide commands and drags apply
 * to all of them), drag to reorder (useSlideDrag), Alt+Arrow keys to move the focused slide (announced). The list is
 * one Tab stop, the current slide; arrow keys go to the previous or next slide.
 * Every slide keeps its button; thumbnails far outside the list's viewport render no blocks (see visibility.ts).
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent as ReactPointerEvent, type Ref } from 'react';
import { findSlide, listSlides, type DeckDocument, type SlideFields } from '@podium/deck';
import { useEditor, useEditorState } from '../state/EditorContext';
import { keyboardMoveTarget, type DropZone, type MoveKey } from '../model/slideMove';
import { deckTheme } from '../theme';
import { ToolButton } from '../toolbar/TopBar';
import { SlideThumb, thumbVars } from '../../../components/SlideThumb';
import { PeerDots } from '../presence/PeerLayer';
import { whenQuiet } from '../state/whenQuiet';
import { canVirtualise, ThumbVisibility } from './visibility';
import { SlideCommentBadge } from '../../comments';
import { LayoutPicker } from '../../templates';
import { useSlideDrag } from './useSlideDrag';
import { slideLabel } from './slideLabel';
import type { NavigatorLayout } from './useNavigatorLayout';
import './Navigator.css';

interface ItemProps {
  slide: SlideFields;
  h: number;
  v: number;
  current: boolean;
  picked: boolean;
  dragged: boolean;
  drop: DropZone | null;
  near: boolean;
  track: Ref<HTMLButtonElement>;
  onPointerDown(event: ReactPointerEvent, id: string): void;
  onClick(event: MouseEvent, id: string): void;
  onKeyDown(event: KeyboardEvent, id: string): void;
}

/**
 * One thumbnail button (memoised: an edit re-renders only the slides it changed). Away from the visible part of the
 * list it is only the button, sized by CSS, with the same data and label.
 */
const NavItem = memo(function NavItem({ slide, h, v, current, picked, dragged, drop, near, track, onPointerDown, onClick, onKeyDown }: ItemProps) {
  const label = slideLabel(h, v);
  return (
    <li>
      <button
        ref={track}
        type="button"
        className={`ed-thumb${near ? '' : ' is-far'}${current ? ' is-current' : ''}${picked ? ' is-picked' : ''}${slide.hidden ? ' is-hidden' : ''}${dragged ? ' is-dragged' : ''}${drop ? ` drop-${drop}` : ''}`}
        data-testid="navigator-slide"
        data-h={h}
        data-v={v}
        data-slide-id={slide.id}
        data-picked={picked ? 'true' : undefined}
        aria-current={current ? 'true' : undefined}
        // One Tab stop for the whole list (the current slide); arrow keys go from slide to slide.
        tabIndex={current ? 0 : -1}
        aria-keyshortcuts="ArrowUp ArrowDown Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight"
        onPointerDown={(e) => onPointerDown(e, slide.id)}
        onClick={(e) => onClick(e, slide.id)}
        onKeyDown={(e) => onKeyDown(e, slide.id)}
      >
        {/* The button's name, in its content rather than an aria-label over the slide's visible text (WCAG 2.5.3). */}
        <span className="visually-hidden">{`Slide ${label}${slide.hidden ? ' (hidden)' : ''}${picked ? ' (selected)' : ''}`}</span>
        {near && (
          <>
            <SlideThumb slide={slide} />
            <span className="ed-thumb__number" aria-hidden="true">{label}</span>
            <PeerDots slideId={slide.id} />
          </>
        )}
      </button>
      <SlideCommentBadge slideId={slide.id} />
    </li>
  );
});

/** Columns in the editor's first render; a big deck's other columns follow once the user pauses or reaches the list. */
const FIRST_COLUMNS = 24;
/** The pause after which the remaining columns are rendered. */
const FILL_QUIET_MS = 1000;
/** Room kept between the current slide and the list's edge when it is scrolled into view. */
const SCROLL_MARGIN_PX = 8;
/** Thumbnail width in the outline (the strip uses the shared default). */
const OUTLINE_THUMB_WIDTH = 128;

/**
 * How many columns to render: at first those up to the current slide's (and a few beyond, at least FIRST_COLUMNS), so
 * opening a deck of hundreds of slides does not build every navigator button before the slide is shown; then all, at
 * the first pause or as soon as the pointer or focus enters the list (`fill`). One plain update, not a transition:
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

/** Scrolls `list` (only it, never the page) so the thumbnail of `slideId` is inside it. */
function revealThumb(list: HTMLElement, slideId: string): void {
  const el = list.querySelector<HTMLElement>(`[data-slide-id="${CSS.escape(slideId)}"]`);
  if (!el) return;
  const box = list.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  if (r.top < box.top) list.scrollTop -= box.top - r.top + SCROLL_MARGIN_PX;
  else if (r.bottom > box.bottom) list.scrollTop += r.bottom - box.bottom + SCROLL_MARGIN_PX;
  if (r.left < box.left) list.scrollLeft -= box.left - r.left + SCROLL_MARGIN_PX;
  else if (r.right > box.right) list.scrollLeft += r.right - box.right + SCROLL_MARGIN_PX;
}

const MOVE_KEYS: Record<string, MoveKey> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** The slide navigator, as an outline or a strip. */
export function Navigator({ layout }: { layout: NavigatorLayout }) {
  const { store } = useEditor();
  const doc = useEditorState((s) => s.doc);
  const slideId = useEditorState((s) => s.slideId);
  const picks = useEditorState((s) => s.slidePicks);
  const color = useEditorState((s) => s.meta.theme_color);
  const font = useEditorState((s) => s.meta.theme_font);
  const width = useEditorState((s) => s.meta.width);
  const height = useEditorState((s) => s.meta.height);
  const vars = useMemo(
    () => thumbVars(deckTheme(color, font), { width, height }, layout === 'outline' ? OUTLINE_THUMB_WIDTH : undefined),
    [color, font, width, height, layout],
  );
  const [near, setNear] = useState<ReadonlySet<string> | null>(null);
  const [visibility] = useState(() => new ThumbVisibility(setNear));
  const { columns, fill } = useColumnsShown(doc, slideId);
  const { drag, onPointerDown } = useSlideDrag(store, layout);
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const list = useRef<HTMLOListElement | null>(null);
  const anchor = useRef<string | null>(null);
  const listRef = useCallback((el: HTMLOListElement | null) => {
    list.current = el;
    return visibility.setRoot(el);
  }, [visibility]);

  // The current slide stays in view: a click, a new slide (New slide, Ctrl+Shift+Enter), a move, PageDown.
  const at = findSlide(doc, slideId);
  const position = at ? `${at.h}.${at.v}` : '';
  useEffect(() => {
    if (list.current) revealThumb(list.current, slideId);
  }, [slideId, position, layout, columns]);

  // A slide moved with the keyboard gets its focus back (moving it to another column re-creates its button).
  useEffect(() => {
    if (!focusId) return;
    list.current?.querySelector<HTMLElement>(`[data-slide-id="${CSS.escape(focusId)}"]`)?.focus();
    setFocusId(null);
  }, [focusId, doc]);

  const onClick = useCallback((event: MouseEvent, id: string) => {
    const { slideId: current, slidePicks, doc: now } = store.getSnapshot();
    if (event.shiftKey) {
      const order = listSlides(now).map((s) => s.slide.id);
      const from = order.indexOf(anchor.current && order.includes(anchor.current) ? anchor.current : current);
      const to = order.indexOf(id);
      store.pickSlides(order.slice(Math.min(from, to), Math.max(from, to) + 1), id);
      return;
    }
    if (event.ctrlKey || event.metaKey) {
      const base = slidePicks.length ? slidePicks : [current];
      const next = base.includes(id) ? base.filter((p) => p !== id) : [...base, id];
      anchor.current = id;
      store.pickSlides(next, next.includes(id) ? id : (next.includes(current) ? current : next[next.length - 1]!));
      return;
    }
    anchor.current = id;
    store.setSlide(id);
  }, [store]);

  const onKeyDown = useCallback((event: KeyboardEvent, id: string) => {
    const key = MOVE_KEYS[event.key];
    if (!key || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (!event.altKey) {
      // Plain arrows show the previous or next slide in reading order, its thumbnail taking the focus.
      event.preventDefault();
      event.stopPropagation();
      const order = listSlides(store.getSnapshot().doc).map((s) => s.slide.id);
      const next = order[order.indexOf(id) + (key === 'up' || key === 'left' ? -1 : 1)];
      if (!next) return;
      anchor.current = next;
      store.setSlide(next);
      setFocusId(next);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    const to = keyboardMoveTarget(store.getSnapshot().doc, id, key);
    if (!to) {
      setAnnouncement('The slide cannot move further that way.');
      return;
    }
    const result = store.dispatch({ type: 'deck.slide.move', id, to });
    if (!result.ok) return;
    store.setSlide(id);
    const moved = findSlide(result.doc, id);
    if (moved) setAnnouncement(`Slide moved to ${slideLabel(moved.h, moved.v)}${moved.v ? `, in the stack under slide ${moved.h + 1}` : ''}.`);
    setFocusId(id);
  }, [store]);

  return (
    <nav className={`ed-nav ed-nav--${layout}${drag ? ' is-dragging' : ''}`} aria-label="Slides" onPointerEnter={fill} onFocus={fill} data-testid="navigator" data-layout={layout}>
      <div className="ed-nav__tools" role="toolbar" aria-label="Slide actions">
        <ToolButton id="add-slide" icon="plusRight" testId="navigator-add-slide" />
        <ToolButton id="add-vertical-slide" icon="plusDown" testId="navigator-add-vertical" />
        <LayoutPicker />
        <ToolButton id="duplicate-slide" icon="copy" testId="navigator-duplicate-slide" />
        <ToolButton id="hide-slide" icon="hide" testId="navigator-hide-slide" />
        <ToolButton id="delete-slide" icon="trash" testId="navigator-delete-slide" />
      </div>
      {picks.length > 1 && <p className="ed-nav__picked" data-testid="navigator-picked">{`${picks.length} slides selected`}</p>}
      <ol className="ed-nav__columns" ref={listRef} style={vars}>
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
                  picked={picks.includes(slide.id)}
                  dragged={drag?.ids.includes(slide.id) ?? false}
                  drop={drag?.target && drag.target.h === h && drag.target.v === v && !drag.ids.includes(slide.id) ? drag.target.zone : null}
                  near={!canVirtualise || (near?.has(slide.id) ?? false)}
                  track={visibility.track}
                  onPointerDown={onPointerDown}
                  onClick={onClick}
                  onKeyDown={onKeyDown}
                />
              ))}
            </ol>
          </li>
        ))}
      </ol>
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="navigator-announcement">{announcement}</div>
    </nav>
  );
}
