/**
 * The canvas: the current slide at the deck's size, scaled to fit (EDITOR.scaleMin…scaleMax) and themed with the
 * deck's colour and font; blocks, selection, guides and marquee; image files dropped on it are uploaded and placed.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type DragEvent, type MouseEvent } from 'react';
import { findSlide, listSlides, paintOrder, readingOrder, type Block } from '@podium/deck';
import { CANVAS_A11Y, EDITOR } from '@podium/shared';
import { useEditor, useEditorState, usePlaybackOf } from '../state/EditorContext';
import { deckTheme, themeVars } from '../theme';
import { BlockView, CANVAS_KEYS_HINT_ID } from './BlockView';
import { blockLabel } from './blockLabel';
import { useCanvasKeyboard } from './useCanvasKeyboard';
import { headingText } from '../panels/SlideTitleSection';
import { GroupOutline, Guides, Marquee, SelectionOverlay } from './SelectionOverlay';
import { fragmentLook } from '../fragments/fragments';
import { childrenRead, onSlide, scopeOf } from '../model/scope';
import { LazyPen } from '../blocks/drawing/LazyPen';
import { previewOf, useGestures } from './useGestures';
import { SurfaceStyles } from './surfaceStyles';
import { TextFonts } from './TextFonts';
import { DeckLookStyles } from './DeckLookStyles';
import { ContrastBadge } from './ContrastBadge';
import { SlideBackgroundLayer, slideBackground } from './SlideBackground';
import { PeerLayer } from '../presence/PeerLayer';
import { useAutoHeights, withDrawnHeight } from './autoHeights';
import { EDITOR_SLIDE_ID } from './SkipToSlide';
import { GroupChildStops } from './GroupChildStops';

export { slideBackground };
import './Canvas.css';
import { carriesMedium, droppedMedium } from '../../media';

const PADDING = 24;
const NO_BLOCKS: readonly Block[] = [];

/** Fit scale for a slide inside an area. */
export function fitScale(area: { width: number; height: number }, slide: { width: number; height: number }): number {
  const fit = Math.min((area.width - 2 * PADDING) / slide.width, (area.height - 2 * PADDING) / slide.height);
  return Math.min(EDITOR.scaleMax, Math.max(EDITOR.scaleMin, Number.isFinite(fit) ? fit : 1));
}

/**
 * The stage's size and its offset in the canvas: centred, at whole pixels (a slide placed at half a pixel is drawn
 * blurred), and from the top-left corner when it is larger than the canvas, so all of it can be scrolled to.
 */
export function stageBox(area: { width: number; height: number }, slide: { width: number; height: number }, scale: number) {
  const width = slide.width * scale;
  const height = slide.height * scale;
  return {
    width,
    height,
    marginLeft: Math.max(0, Math.floor((area.width - width) / 2)),
    marginTop: Math.max(0, Math.floor((area.height - height) / 2)),
  };
}

/** The editing surface. */
export function Canvas() {
  const { store, ui, engine } = useEditor();
  const doc = useEditorState((s) => s.doc);
  const slideId = useEditorState((s) => s.slideId);
  const selection = useEditorState((s) => s.selection);
  const editingId = useEditorState((s) => s.editingId);
  const groupId = useEditorState((s) => s.groupId);
  const meta = useEditorState((s) => s.meta);
  const areaRef = useRef<HTMLDivElement>(null);
  const slideRef = useRef<HTMLDivElement>(null);
  const [area, setArea] = useState({ width: 0, height: 0 });

  useEffect(() => () => store.setPen({ active: false }), [store]);

  useLayoutEffect(() => {
    const el = areaRef.current;
    if (!el) return;
    // Measured before the first paint (the area has no padding), so the slide is never painted at scale 1 first and
    // then laid out and painted again when the observer reports.
    setArea({ width: el.clientWidth, height: el.clientHeight });
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setArea({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const size = useMemo(() => ({ width: meta.width, height: meta.height }), [meta.width, meta.height]);
  const scale = area.width ? fitScale(area, size) : 1;
  const gestures = useGestures(store, scale, slideRef, size);
  const shown = useMemo(() => previewOf(doc, gestures.previewOp), [doc, gestures.previewOp]);
  const slide = findSlide(shown, slideId)?.slide;
  const theme = deckTheme(meta.theme_color, meta.theme_font);
  const playback = usePlaybackOf(slideId);
  const pen = useEditorState((s) => s.pen);
  const drawnHeights = useAutoHeights(slideRef, slide?.blocks ?? NO_BLOCKS);
  const order = useMemo(() => (slide ? readingOrder(slide) : NO_BLOCKS), [slide]);
  const scope = useMemo(() => scopeOf(slide?.blocks ?? NO_BLOCKS, groupId), [slide, groupId]);
  // Tab goes through the slide's blocks, or through the children of the group entered (over its markup).
  const entered = scope.path[scope.path.length - 1];
  const childStops = useMemo(() => (entered ? childrenRead(entered).map((b) => onSlide(b, scope.offset)) : NO_BLOCKS), [entered, scope.offset]);
  const stops = entered ? childStops : order;
  const keyboard = useCanvasKeyboard(store, slideRef, stops, editingId, groupId, selection);
  if (!slide) return <div className="ed-canvas" ref={areaRef} data-testid="editor-canvas" />;

  const selectedBlocks = scope.blocks.filter((b) => selection.includes(b.id)).map((b) => onSlide(withDrawnHeight(b, drawnHeights), scope.offset));
  const enteredBox = entered ? onSlide({ ...entered, x: 0, y: 0 }, scope.offset) : null;
  // Above the slide's background layer (which has no z-index), in paint order.
  const paintRank = new Map(paintOrder(slide.blocks).map((b, i) => [b.id, i + 1]));
  const tabStop = stops.find((b) => selection.includes(b.id)) ?? stops[0];
  const slides = listSlides(doc);
  const position = slides.findIndex((l) => l.slide.id === slide.id) + 1;
  const slideLabel = CANVAS_A11Y.slideLabel(position, slides.length, slide.title ?? (headingText(slide) || null), order.length);
  const onDrop = (event: DragEvent) => {
    const medium = droppedMedium(event.dataTransfer);
    if (medium) {
      event.preventDefault();
      if (medium.kind === 'image') ui.insertMedium(medium, gestures.toSlide(event.clientX, event.clientY));
      return;
    }
    const files = [...event.dataTransfer.files].filter((f) => f.type.startsWith('image/'));
    if (!files.length) return;
    event.preventDefault();
    ui.insertImages(files, gestures.toSlide(event.clientX, event.clientY));
  };
  // Right-click (or a long press) on a block opens the block menu for it: a block outside the selection is selected
  // first, as a press would; text being typed keeps the browser's own menu (spelling suggestions).
  const onContextMenu = (event: MouseEvent) => {
    const target = event.target as Element;
    if (editingId) return;
    // On the selection's outline or a handle: the menu of what is selected.
    if (selection.length && target.closest('[data-testid="editor-selection"]')) {
      event.preventDefault();
      ui.openBlockMenu({ x: event.clientX, y: event.clientY });
      return;
    }
    const id = target.closest('[data-testid="editor-block"]')?.getAttribute('data-block-id');
    if (!id) return;
    event.preventDefault();
    const insideEntered = groupId !== null && scope.path[0]?.id === id && selection.length > 0;
    if (!selection.includes(id) && !insideEntered) {
      if (groupId) store.enterGroup(null);
      store.select([id]);
    }
    ui.openBlockMenu({ x: event.clientX, y: event.clientY });
  };

  return (
    <div
      className="ed-canvas"
      ref={areaRef}
      data-testid="editor-canvas"
      data-scale={scale.toFixed(3)}
      data-entered-group={groupId ?? undefined}
      onPointerDown={gestures.onBackgroundPointerDown}
      onPointerMove={(e) => engine.presence?.cursor(gestures.toSlide(e.clientX, e.clientY))}
      onPointerLeave={() => engine.presence?.cursor(null)}
      onDragOver={(e) => {
        if (carriesMedium(e.dataTransfer) || [...e.dataTransfer.items].some((i) => i.kind === 'file')) e.preventDefault();
      }}
      onDrop={onDrop}
      onContextMenu={onContextMenu}
    >
      <p id={CANVAS_KEYS_HINT_ID} className="visually-hidden">{CANVAS_A11Y.keysHint}</p>
      <SurfaceStyles font={meta.theme_font} />
      <TextFonts />
      <DeckLookStyles />
      <ContrastBadge slide={slide} />
      {pen.active && <LazyPen part="toolbar" scale={scale} size={size} />}
      <div className="ed-stage" style={stageBox(area, size, scale)}>
        <div
          className={`ed-slide${slide.hidden ? ' is-hidden' : ''}`}
          ref={slideRef}
          id={EDITOR_SLIDE_ID}
          data-testid="editor-slide"
          data-slide-id={slide.id}
          tabIndex={0}
          role="group"
          aria-label={slideLabel}
          aria-describedby={CANVAS_KEYS_HINT_ID}
          onKeyDown={keyboard.onKeyDown}
          onFocus={keyboard.onFocus}
          style={{ width: size.width, height: size.height, transform: `scale(${scale})`, '--stage-scale': scale, ...themeVars(theme), ...slideBackground(slide) } as CSSProperties}
        >
          <SlideBackgroundLayer slide={slide} />
          {/* In reading order, so screen readers in browse mode read the slide as Tab goes; painted by z-index. */}
          {order.map((block) => (
            <BlockView
              key={block.id}
              block={block}
              slideId={slide.id}
              editing={editingId === block.id}
              selected={selection.includes(block.id)}
              look={playback ? fragmentLook(slide.blocks, block, playback.shown) : undefined}
              onPointerDown={gestures.onBlockPointerDown}
              onDoubleClick={gestures.onBlockDoubleClick}
              label={blockLabel(block)}
              tabIndex={block.id === tabStop?.id ? 0 : -1}
              zIndex={paintRank.get(block.id)}
            />
          ))}
          {entered && <GroupChildStops blocks={childStops} selection={selection} tabStop={tabStop?.id} />}
        </div>
        {enteredBox && <GroupOutline box={enteredBox} scale={scale} />}
        {pen.active && <LazyPen part="layer" scale={scale} size={size} />}
        <div className="ed-overlay" ref={gestures.overlayRef}>
          <SelectionOverlay
            blocks={selectedBlocks}
            scale={scale}
            editing={editingId !== null}
            onHandlePointerDown={gestures.onHandlePointerDown}
            onRotatePointerDown={gestures.onRotatePointerDown}
          />
        </div>
        <PeerLayer scale={scale} />
        <Guides guides={gestures.guides} scale={scale} size={size} />
        <Marquee box={gestures.marquee} scale={scale} />
        {slide.hidden && <p className="ed-hidden-badge">Hidden slide</p>}
      </div>
    </div>
  );
}
