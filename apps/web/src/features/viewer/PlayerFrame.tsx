/**
 * The deck player in an iframe: every app screen that shows slides goes through this, so deck content always runs in
 * the player's sandbox (an opaque origin), never on the app's origin. Events the player posts reach `onEvent`.
 */
import { useEffect, useRef, type Ref } from 'react';
import { parsePlayerMessage, type PlayerEvent } from './playerMessages';

// Matches the player's CSP sandbox; the attribute also sandboxes the frame if a response ever lacked the header.
const SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-presentation';

export interface PlayerFrameProps {
  src: string;
  title: string;
  onEvent?: (event: PlayerEvent) => void;
  className?: string;
  testId?: string;
  frameRef?: Ref<HTMLIFrameElement>;
}

/** An iframe of a player URL whose reveal.js events (postMessageEvents) are passed to `onEvent`. */
export function PlayerFrame({ src, title, onEvent, className, testId, frameRef }: PlayerFrameProps) {
  const own = useRef<HTMLIFrameElement | null>(null);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    const listen = (message: MessageEvent) => {
      // Only our own frame: other frames (previews side by side) post the same kind of messages.
      if (!own.current || message.source !== own.current.contentWindow) return;
      const event = parsePlayerMessage(message.data);
      if (event) handler.current?.(event);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  return (
    <iframe
      ref={(node) => {
        own.current = node;
        if (typeof frameRef === 'function') frameRef(node);
        else if (frameRef) (frameRef as { current: HTMLIFrameElement | null }).current = node;
      }}
      src={src}
      title={title}
      className={className}
      data-testid={testId}
      sandbox={SANDBOX}
      allow="fullscreen; autoplay"
      allowFullScreen
    />
  );
}

/** Puts an element (a player frame or its box) in fullscreen; false when the browser refuses. */
export async function enterFullscreen(element: Element | null): Promise<boolean> {
  if (!element?.requestFullscreen) return false;
  try {
    await element.requestFullscreen();
    return true;
  } catch {
    return false;
  }
}

/** Calls a reveal.js API method in a player frame (reveal.js's postMessage API, e.g. "right", "slide"). */
export function sendToPlayer(frame: HTMLIFrameElement | null, method: string, args: unknown[] = []): void {
  frame?.contentWindow?.postMessage(JSON.stringify({ method, args }), '*');
}
