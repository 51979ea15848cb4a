/**
 * A sandboxed player frame with the live layer on top: the laser pointer and drawings, and (for presenters) the
 * laser and pen tools. The layer only takes mouse and touch input while a tool is on (or always, for viewers, who
 * follow the presenter rather than navigate).
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { POLL_FRAME_MESSAGE, TIMERS, type PollFrameResult, type SlideDatum, type StreamPointer } from '@podium/shared';
import { RevealFrame } from './revealFrame';
import { paintOverlay, slideRect, throttle, toSlideUnits, type SlideRect } from './overlay';

export type LiveTool = 'none' | 'laser' | 'pen';

export interface DeckStageProps {
  src: string;
  title: string;
  deckSize: { width: number; height: number };
  onReady?: (frame: RevealFrame) => void;
  pointer?: StreamPointer | null;
  strokes?: readonly SlideDatum[];
  tool?: LiveTool;
  penColor?: string;
  onPointer?: (pointer: StreamPointer) => void;
  onStroke?: (datum: SlideDatum) => void;
  /** Viewers: the layer swallows input so the deck only moves with the presenter. */
  blockInput?: boolean;
  /** Live poll results, drawn by the player on the deck's poll blocks (apps/web/src/player/addons/poll.ts). */
  pollResults?: readonly PollFrameResult[];
  testId?: string;
}

const PEN_WIDTH = 5;
/**
 * reveal.js shows viewports narrower than ~435 px as a scrolling page (its "scroll view"), which cannot follow a
 * presenter. Narrower stages (a phone, the speaker view's previews) get a frame this wide, scaled down to fit.
 */
const MIN_FRAME_WIDTH = 640;

/** The frame and its overlay. */
export function DeckStage(props: DeckStageProps) {
  const { src, title, deckSize, pointer = null, strokes = [], tool = 'none', penColor = '#e03131', blockInput = false, testId } = props;
  const box = useRef<HTMLDivElement>(null);
  const iframe = useRef<HTMLIFrameElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<RevealFrame | null>(null);
  const [scale, setScale] = useState(0);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [localPointer, setLocalPointer] = useState<StreamPointer | null>(null);
  const [drawing, setDrawing] = useState<number[] | null>(null);
  const [frameReady, setFrameReady] = useState(0);
  const callbacks = useRef(props);
  callbacks.current = props;

  useEffect(() => {
    const reveal = new RevealFrame(iframe.current!);
    frame.current = reveal;
    const measure = () => void reveal.request<number>('getScale').then((value) => typeof value === 'number' && value > 0 && setScale(value));
    const offReady = reveal.on('ready', () => {
      measure();
      setFrameReady((n) => n + 1);
      callbacks.current.onReady?.(reveal);
    });
    const observer = new ResizeObserver(([entry]) => {
      setSize({ width: entry!.contentRect.width, height: entry!.contentRect.height });
      // reveal.js relayouts on its own resize event; ask for the new scale once it has.
      setTimeout(measure, 120);
    });
    observer.observe(box.current!);
    return () => {
      offReady();
      observer.disconnect();
      reveal.dispose();
      frame.current = null;
    };
  }, [src]);

  const shrink = size.width > 0 && size.width < MIN_FRAME_WIDTH ? size.width / MIN_FRAME_WIDTH : 1;
  const inFrame = scale > 0 && size.width > 0 ? slideRect({ width: size.width / shrink, height: size.height / shrink }, deckSize, scale) : null;
  const rect: SlideRect | null = inFrame && {
    left: inFrame.left * shrink, top: inFrame.top * shrink, width: inFrame.width * shrink, height: inFrame.height * shrink,
  };
  const shownPointer = tool === 'laser' ? localPointer : pointer;

  useEffect(() => {
    if (!canvas.current || !rect) return;
    const live = drawing && drawing.length >= 2 ? [...strokes, { color: penColor, width: PEN_WIDTH, points: drawing }] : strokes;
    paintOverlay(canvas.current, rect, live, shownPointer, scale * shrink);
  });

  // The frame draws poll results itself (on the slide, scaled with it): sent on every change and once it is ready.
  const pollResults = props.pollResults;
  useEffect(() => {
    if (!pollResults || !frameReady) return;
    iframe.current?.contentWindow?.postMessage({ type: POLL_FRAME_MESSAGE, results: pollResults }, '*');
  }, [pollResults, frameReady]);

  const sendPointer = useRef(throttle((value: StreamPointer) => callbacks.current.onPointer?.(value), TIMERS.streamPointerUpdateFrequency));

  const at = (event: ReactPointerEvent) => {
    const bounds = box.current!.getBoundingClientRect();
    return rect ? toSlideUnits(rect, event.clientX - bounds.left, event.clientY - bounds.top) : null;
  };
  const onMove = (event: ReactPointerEvent) => {
    const point = at(event);
    if (!point) return;
    if (tool === 'laser') {
      const next = { ...point, visible: true };
      setLocalPointer(next);
      sendPointer.current(next);
    } else if (tool === 'pen' && drawing && drawing.length < 4000) {
      setDrawing([...drawing, point.x, point.y]);
    }
  };
  const onLeave = () => {
    if (tool !== 'laser' || !localPointer) return;
    const hidden = { ...localPointer, visible: false };
    setLocalPointer(hidden);
    sendPointer.current(hidden);
  };
  const onDown = (event: ReactPointerEvent) => {
    if (tool !== 'pen') return;
    const point = at(event);
    if (!point) return;
    (event.target as Element).setPointerCapture?.(event.pointerId);
    setDrawing([point.x, point.y]);
  };
  const onUp = () => {
    if (tool !== 'pen' || !drawing) return;
    callbacks.current.onStroke?.({ color: penColor, width: PEN_WIDTH, points: drawing });
    setDrawing(null);
  };

  // Leaving laser mode hides the pointer for everyone.
  useEffect(() => {
    if (tool === 'laser') return;
    setLocalPointer((current) => {
      if (current?.visible) sendPointer.current({ ...current, visible: false });
      return null;
    });
  }, [tool]);

  const capturing = blockInput || tool !== 'none';
  return (
    <div className={`live-stage live-stage--${tool}`} ref={box} data-testid={testId} data-scale={scale || undefined}
      data-strokes={strokes.length} data-pointer={shownPointer?.visible ? 'visible' : 'hidden'}>
      <iframe
        ref={iframe}
        className="live-stage__frame"
        src={src}
        title={title}
        allow="fullscreen; autoplay"
        tabIndex={blockInput ? -1 : 0}
        style={shrink < 1 ? { width: `${100 / shrink}%`, height: `${100 / shrink}%`, transform: `scale(${shrink})`, transformOrigin: '0 0' } : undefined}
      />
      <canvas
        ref={canvas}
        className="live-stage__layer"
        style={{ pointerEvents: capturing ? 'auto' : 'none' }}
        aria-hidden="true"
        onPointerMove={onMove}
        onPointerLeave={onLeave}
        onPointerDown={onDown}
        onPointerUp={onUp}
        onPointerCancel={onUp}
      />
    </div>
  );
}
