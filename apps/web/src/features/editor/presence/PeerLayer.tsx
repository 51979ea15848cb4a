/** Co-editors on the canvas's slide: each one's selection outlined in their colour and their pointer with their name. */
import { findSlide, type Block } from '@podium/deck';
import { useEditorState } from '../state/EditorContext';
import { usePresence } from './usePresence';
import './presence.css';

function findBlock(blocks: readonly Block[], id: string): Block | undefined {
  for (const b of blocks) {
    if (b.id === id) return b;
    if (b.type === 'group') {
      const inner = findBlock(b.props.children, id);
      if (inner) return { ...inner, x: inner.x + b.x, y: inner.y + b.y };
    }
  }
  return undefined;
}

/** Drawn over the stage at `scale` (screen pixels, like the selection overlay). */
export function PeerLayer({ scale }: { scale: number }) {
  const { state } = usePresence();
  const doc = useEditorState((s) => s.doc);
  const slideId = useEditorState((s) => s.slideId);
  const here = state.peers.filter((p) => p.slide_id === slideId);
  if (here.length === 0) return null;
  const blocks = findSlide(doc, slideId)?.slide.blocks ?? [];
  return (
    <div className="ed-peers" aria-hidden="true">
      {here.flatMap((peer) => peer.selection.map((id) => {
        const block = findBlock(blocks, id);
        if (!block) return null;
        return (
          <div
            key={`${peer.id}:${id}`}
            className="ed-peers__selection"
            data-testid="peer-selection"
            style={{
              left: block.x * scale, top: block.y * scale, width: block.width * scale, height: block.height * scale,
              transform: block.rotation ? `rotate(${block.rotation}deg)` : undefined, borderColor: peer.colour,
            }}
          >
            <span className="ed-peers__tag" style={{ background: peer.colour }}>{peer.name}{peer.typing ? ' is typing…' : ''}</span>
          </div>
        );
      }))}
      {here.filter((p) => p.cursor).map((peer) => (
        <div key={peer.id} className="ed-peers__cursor" data-testid="peer-cursor" style={{ left: peer.cursor!.x * scale, top: peer.cursor!.y * scale }}>
          <svg width="16" height="20" viewBox="0 0 16 20"><path d="M1 1l13 9-6 1.5L5 18z" fill={peer.colour} stroke="#fff" strokeWidth="1.2" /></svg>
          <span className="ed-peers__tag" style={{ background: peer.colour }}>{peer.name}</span>
        </div>
      ))}
    </div>
  );
}

/** Small dots in the co-editors' colours on a navigator thumbnail of a slide they are on. */
export function PeerDots({ slideId }: { slideId: string }) {
  const { state } = usePresence();
  const here = state.peers.filter((p) => p.slide_id === slideId);
  if (here.length === 0) return null;
  return (
    <span className="ed-peer-dots" data-testid="navigator-peers" title={here.map((p) => p.name).join(', ')}>
      {here.slice(0, 3).map((p) => <span key={p.id} className="ed-peer-dots__dot" style={{ background: p.colour }} />)}
    </span>
  );
}
