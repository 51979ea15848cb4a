/** The type-specific section of the block panel for content blocks (video, iframe, table, code, math). */
import type { Block } from '@podium/deck';
import { CodePanel } from './code/CodePanel';
import { IframePanel } from './iframe/IframePanel';
import { MathPanel } from './math/MathPanel';
import { TablePanel } from './table/TablePanel';
import { VideoPanel } from './video/VideoPanel';
import './content-blocks.css';

/** The panel section for `block`, or nothing for other types. */
export function ContentBlockPanel({ block, slideId }: { block: Block; slideId: string }) {
  const panel = (() => {
    switch (block.type) {
      case 'video': return <VideoPanel block={block} slideId={slideId} />;
      case 'iframe': return <IframePanel block={block} slideId={slideId} />;
      case 'table': return <TablePanel block={block} slideId={slideId} />;
      case 'code': return <CodePanel block={block} slideId={slideId} />;
      case 'math': return <MathPanel block={block} slideId={slideId} />;
      default: return null;
    }
  })();
  return panel && <div className="ed-content-panel" data-testid={`panel-${block.type}`}>{panel}</div>;
}
