/** Small line icons for the editor's commands (24×24, currentColor); block types keep theirs in their folder. */
import type { ReactNode } from 'react';

const PATHS: Record<string, ReactNode> = {
  /** Markup brackets (Edit HTML). */
  code: <path d="m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />,
  undo: <path d="M9 7 4 12l5 5M4 12h11a5 5 0 0 1 0 10h-2" />,
  redo: <path d="m15 7 5 5-5 5M20 12H9a5 5 0 0 0 0 10h2" />,
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  preview: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  present: <path d="M7 4v16l13-8L7 4Z" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  keyboard: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M7 14h10" />
    </>
  ),
  back: <path d="M15 5 8 12l7 7" />,
  /** Three dots: the overflow menu. */
  more: <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth="3" />,
  plus: <path d="M12 5v14M5 12h14" />,
  plusDown: (
    <>
      <rect x="4" y="3" width="16" height="8" rx="1.5" />
      <path d="M12 14v7M8.5 17.5h7" />
    </>
  ),
  plusRight: (
    <>
      <rect x="3" y="4" width="8" height="16" rx="1.5" />
      <path d="M14 12h7M17.5 8.5v7" />
    </>
  ),
  copy: (
    <>
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
    </>
  ),
  trash: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />,
  hide: <path d="M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.3 4M6.6 6.6C3.7 8.4 2 12 2 12s3.5 6 10 6a9.8 9.8 0 0 0 4.4-1" />,
  notes: <path d="M5 4h14v16H5zM8 8h8M8 12h8M8 16h5" />,
  front: <path d="M12 19V5M6 11l6-6 6 6M5 21h14" />,
  forward: <path d="M12 19V7M6 13l6-6 6 6" />,
  backward: <path d="M12 5v12M6 11l6 6 6-6" />,
  toBack: <path d="M12 5v14M6 13l6 6 6-6M5 3h14" />,
  group: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" strokeDasharray="3 3" />
      <rect x="7" y="7" width="6" height="6" />
      <rect x="11" y="11" width="6" height="6" />
    </>
  ),
  ungroup: (
    <>
      <rect x="4" y="4" width="7" height="7" />
      <rect x="13" y="13" width="7" height="7" />
    </>
  ),
  /** Layout: a guide line and two bars lined up on it (align), or spaced between two guides (distribute). */
  alignLeft: <path d="M4 3v18M8 7h11M8 15h7" />,
  alignCenter: <path d="M12 3v18M6 7h12M8 15h8" />,
  alignRight: <path d="M20 3v18M5 7h11M9 15h7" />,
  alignTop: <path d="M3 4h18M7 8v11M15 8v7" />,
  alignMiddle: <path d="M3 12h18M7 6v12M15 8v8" />,
  alignBottom: <path d="M3 20h18M7 5v11M15 9v7" />,
  distributeHorizontal: <path d="M3 4v16M21 4v16M10 8v8M14 8v8" />,
  distributeVertical: <path d="M4 3h16M4 21h16M8 10h8M8 14h8" />,
  matchWidth: <path d="M4 8h16M4 16h16M4 5v6M20 5v6M4 13v6M20 13v6" />,
  matchHeight: <path d="M8 4v16M16 4v16M5 4h6M5 20h6M13 4h6M13 20h6" />,
  animate: <path d="M4 17h4l3-10h9M16 4l4 3-4 3" />,
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
};

/** An icon from its SVG content (block types bring their own; decorative: the button carries the label). */
export function SvgIcon({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** An icon by name (decorative: the button carries the label). */
export function Icon({ name, size = 18 }: { name: keyof typeof PATHS | string; size?: number }) {
  return <SvgIcon size={size}>{PATHS[name]}</SvgIcon>;
}
