/** Line direction: swap its ends (the arrowheads change sides) or mirror it inside its box. */
import type { LineBlock } from '@podium/deck';

/** The direction buttons of the line section. */
export function LineDirection({ block, onProps }: { block: LineBlock; onProps: (key: string, patch: Record<string, unknown>) => void }) {
  const { x1, y1, x2, y2 } = block.props;
  return (
    <div className="ed-line-direction" role="group" aria-label="Line direction">
      <button type="button" className="btn btn--sm btn--secondary" data-testid="line-swap-ends" onClick={() => onProps('swap', { x1: x2, y1: y2, x2: x1, y2: y1 })}>
        Swap ends
      </button>
      <button type="button" className="btn btn--sm btn--secondary" data-testid="line-flip-horizontal" onClick={() => onProps('flipH', { x1: x2, x2: x1 })}>
        Flip ↔
      </button>
      <button type="button" className="btn btn--sm btn--secondary" data-testid="line-flip-vertical" onClick={() => onProps('flipV', { y1: y2, y2: y1 })}>
        Flip ↕
      </button>
    </div>
  );
}
