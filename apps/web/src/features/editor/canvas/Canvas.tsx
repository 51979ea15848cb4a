/**
 * The canvas: the current slide at the deck's size, scaled to fit (EDITOR.scaleMin…scaleMax) and themed with the
 * deck's colour and font; blocks, selection, guides and marquee; image files dropped on it are uploaded and placed.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type DragEvent, type MouseEvent } from 'react';
import { findSlide, paintOrder } from '@podium/deck';
import { EDITOR } from '@podium/shared';
import { useEditor, useEditorState, usePlaybackOf } from '../state/EditorContext';
import { deckTheme, themeVars } from '../theme';
import { BlockView } from './BlockView';
import { GroupOutline, Guides, Marquee, SelectionOverlay } from './SelectionOverlay';
import { fragmentLook } from '../fragments/fragments';
import { onSlide, scopeOf } from '../model/scope';
import { LazyPen } from '../blocks/drawing/LazyPen';
import { previewOf, useGestures } from './useGestures';
import { SurfaceStyles } from './surfaceStyles';
import { DeckLookStyles } from './DeckLookStyles';
import { ContrastBadge } from './ContrastBadge';
import { SlideBackgroundLayer, slideBackground } from './SlideBackground';
import { PeerLayer } from '../presence/PeerLayer';

export { slideBackground };
import './Canvas.css';
import { carriesMedium, droppedMedium } from '../../media';

const PADDING = 24;

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
  if (!slide) return <div className="ed-canvas" ref={areaRef} data-testid="editor-canvas" />;

  const scope = scopeOf(slide.blocks, groupId);
  const selectedBlocks = scope.blocks.filter((b) => selection.includes(b.id)).map((b) => onSlide(b, scope.offset));
  const entered = scope.path.length ? onSlide({ ...scope.path[scope.path.length - 1]!, x: 0, y: 0 }, scope.offset) : null;
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
      <SurfaceStyles font={meta.theme_font} />
      <DeckLookStyles />
      <ContrastBadge slide={slide} />
      {pen.active && <LazyPen part="toolbar" scale={scale} size={size} />}
      <div className="ed-stage" style={stageBox(area, size, scale)}>
        <div
          className={`ed-slide${slide.hidden ? ' is-hidden' : ''}`}
          ref={slideRef}
          data-testid="editor-slide"
          data-slide-id={slide.id}
          style={{ width: size.width, height: size.height, transform: `scale(${scale})`, '--stage-scale': scale, ...themeVars(theme), ...slideBackground(slide) } as CSSProperties}
        >
          <SlideBackgroundLayer slide={slide} />
          {paintOrder(slide.blocks).map((block) => (
            <BlockView
              key={block.id}
              block={block}
              slideId={slide.id}
              editing={editingId === block.id}
              selected={selection.includes(block.id)}
              look={playback ? fragmentLook(slide.blocks, block, playback.shown) : undefined}
              onPointerDown={gestures.onBlockPointerDown}
            />
          ))}
        </div>
        {entered && <GroupOutline box={entered} scale={scale} />}
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
