/**
 * The pointer and drawing layer over a player frame. Coordinates travel in slide units (0..1 of the slide's width and
 * height), so every screen size maps them onto its own scaled slide. reveal.js centres the slide in its viewport at
 * `Reveal.getScale()`, which gives the slide's rectangle inside the frame.
 */
import type { SlideDatum, StreamPointer } from '@podium/shared';

export interface SlideRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The slide's rectangle in a frame of `frame` size, for a deck of `deck` size shown at `scale`. */
export function slideRect(frame: { width: number; height: number }, deck: { width: number; height: number }, scale: number): SlideRect {
  const width = deck.width * scale;
  const height = deck.height * scale;
  return { left: (frame.width - width) / 2, top: (frame.height - height) / 2, width, height };
}

/** A point of the frame in slide units, clamped to the slide. */
export function toSlideUnits(rect: SlideRect, x: number, y: number): { x: number; y: number } {
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  return { x: clamp((x - rect.left) / rect.width), y: clamp((y - rect.top) / rect.height) };
}

/** Draws a slide's strokes, the stroke being drawn and the laser pointer. */
export function paintOverlay(
  canvas: HTMLCanvasElement,
  rect: SlideRect,
  strokes: readonly SlideDatum[],
  pointer: StreamPointer | null,
  scale: number,
): void {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    const { points } = stroke;
    ctx.strokeStyle = stroke.color;
    ctx.lineWidth = stroke.width * scale;
    ctx.beginPath();
    ctx.moveTo(rect.left + points[0]! * rect.width, rect.top + points[1]! * rect.height);
    // A single tap is a dot: draw a zero-length segment, which round caps show.
    if (points.length === 2) ctx.lineTo(rect.left + points[0]! * rect.width + 0.01, rect.top + points[1]! * rect.height);
    for (let i = 2; i < points.length; i += 2) ctx.lineTo(rect.left + points[i]! * rect.width, rect.top + points[i + 1]! * rect.height);
    ctx.stroke();
  }
  if (pointer?.visible) {
    const x = rect.left + pointer.x * rect.width;
    const y = rect.top + pointer.y * rect.height;
    const radius = Math.max(6, 10 * scale);
    const glow = ctx.createRadialGradient(x, y, 0, x, y, radius * 2.2);
    glow.addColorStop(0, 'rgba(255, 40, 40, 0.95)');
    glow.addColorStop(0.4, 'rgba(255, 40, 40, 0.6)');
    glow.addColorStop(1, 'rgba(255, 40, 40, 0)');
    ctx.fillStyle = glow;
    ctx.beginPath();
    ctx.arc(x, y, radius * 2.2, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Calls `fn` at most once per `ms`, always delivering the latest arguments (the last call is never lost). */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): (...args: A) => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  return (...args: A) => {
    const now = Date.now();
    if (now - last >= ms && !timer) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = null;
      last = Date.now();
      if (pending) fn(...pending);
      pending = null;
    }, Math.max(0, ms - (now - last)));
  };
}
