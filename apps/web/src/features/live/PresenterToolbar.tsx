/** The presenter view's bar: stream status and viewer count, the audience link, laser / pen tools, speaker view. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { StreamDeckJson } from '@podium/shared';
import { Button } from '../../components/Button';
import { useNotify } from '../../components/notifications';
import type { LiveTool } from './DeckStage';
import type { LiveStatus } from './liveConnection';
import { SpeakerLinksDialog } from './SpeakerLinksDialog';

const PEN_COLORS = [
  { value: '#e03131', name: 'Red' },
  { value: '#1c7ed6', name: 'Blue' },
  { value: '#2b8a3e', name: 'Green' },
  { value: '#f59f00', name: 'Yellow' },
  { value: '#ffffff', name: 'White' },
  { value: '#000000', name: 'Black' },
];

const STATUS_LABELS: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  refused: 'Not streaming',
};

export interface PresenterToolbarProps {
  deck: StreamDeckJson;
  status: LiveStatus;
  viewers: number;
  tool: LiveTool;
  onTool(tool: LiveTool): void;
  penColor: string;
  onPenColor(color: string): void;
  onClear(): void;
  panelOpen: boolean;
  onTogglePanel(): void;
  onOpenWindow(): void;
}

/** Toolbar. */
export function PresenterToolbar(props: PresenterToolbarProps) {
  const { deck, status, viewers, tool, onTool, penColor, onPenColor, onClear, panelOpen, onTogglePanel, onOpenWindow } = props;
  const notify = useNotify();
  const [linksOpen, setLinksOpen] = useState(false);
  const copyViewerLink = async () => {
    try {
      await navigator.clipboard.writeText(deck.viewer_url);
      notify('Audience link copied');
    } catch {
      notify(`Audience link: ${deck.viewer_url}`, { persistent: true });
    }
  };
  const toggle = (next: LiveTool) => onTool(tool === next ? 'none' : next);

  return (
    <header className="live-bar">
      <div className="live-bar__group">
        <Link to={`/${deck.username}/${deck.slug}`} className="live-bar__title" title="Leave the presentation">{deck.title}</Link>
        <span className={`live-badge live-badge--${status}`} data-testid="live-status" role="status">{STATUS_LABELS[status]}</span>
        <span className="live-bar__viewers" data-testid="viewer-count" aria-live="polite">
          {viewers} {viewers === 1 ? 'viewer' : 'viewers'}
        </span>
        <Button size="sm" variant="ghost" onClick={() => void copyViewerLink()} testId="copy-viewer-link">Copy audience link</Button>
      </div>
      <div className="live-bar__group" role="toolbar" aria-label="Pointer and pen">
        <Button size="sm" variant={tool === 'laser' ? 'primary' : 'ghost'} aria-pressed={tool === 'laser'} onClick={() => toggle('laser')} testId="tool-laser">Laser</Button>
        <Button size="sm" variant={tool === 'pen' ? 'primary' : 'ghost'} aria-pressed={tool === 'pen'} onClick={() => toggle('pen')} testId="tool-pen">Pen</Button>
        {tool === 'pen' && (
          <span className="live-bar__swatches" role="radiogroup" aria-label="Pen colour">
            {PEN_COLORS.map((color) => (
              <button
                key={color.value}
                type="button"
                role="radio"
                aria-checked={penColor === color.value}
                aria-label={color.name}
                className="live-swatch"
                style={{ background: color.value }}
                onClick={() => onPenColor(color.value)}
              />
            ))}
          </span>
        )}
        <Button size="sm" variant="ghost" onClick={onClear} testId="tool-clear">Clear drawings</Button>
      </div>
      <div className="live-bar__group">
        <Button size="sm" variant="ghost" aria-pressed={panelOpen} onClick={onTogglePanel} testId="toggle-speaker-panel">Speaker view</Button>
        <Button size="sm" variant="ghost" onClick={onOpenWindow} testId="open-speaker-window">Speaker window</Button>
        <Button size="sm" variant="ghost" onClick={() => setLinksOpen(true)} testId="speaker-links">Phone remote</Button>
      </div>
      <SpeakerLinksDialog deckId={deck.id} open={linksOpen} onClose={() => setLinksOpen(false)} />
    </header>
  );
}
