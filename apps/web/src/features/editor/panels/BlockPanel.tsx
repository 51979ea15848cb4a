/** Block style: position, size, rotation, opacity, the type's own section (block registry), border, padding, and the arrange/lock/group actions. */
import { BORDER_STYLES, batchOp, type Block, type Op } from '@podium/deck';
import { useEditor } from '../state/EditorContext';
import { ToolButton } from '../toolbar/TopBar';
import { ColorField, NumberField, Section, SelectField } from './fields';
import { BlockTypePanel } from '../blocks/BlockTypePanel';
import { FragmentPanel } from './FragmentPanel';
import { optionsOf } from './options';

/** Style panel for the selected blocks. */
export function BlockPanel({ blocks, slideId }: { blocks: readonly Block[]; slideId: string }) {
  const { store, ui } = useEditor();
  const block = blocks[0]!;
  const single = blocks.length === 1;
  const disabled = block.locked;
  // Consecutive changes of one field of one block form a single undo step.
  const send = (key: string, op: Op) => store.dispatch(op, { mergeKey: `panel:${blocks.map((b) => b.id).join(',')}:${key}` });
  const set = (key: string, patch: Record<string, unknown>) =>
    send(key, batchOp(blocks.map((b) => ({ type: 'deck.block.update', slideId, blockId: b.id, set: patch }))));
  const box = (key: string, next: Partial<Pick<Block, 'x' | 'y' | 'width' | 'height'>>) => {
    const b = { x: block.x, y: block.y, width: block.width, height: block.height, ...next };
    const result = send(key, key === 'pos' ? { type: 'deck.block.move', slideId, moves: [{ id: block.id, x: b.x, y: b.y }] } : { type: 'deck.block.resize', slideId, id: block.id, ...b });
    // A size below SPEC's minimum is refused by the op; say so instead of ignoring the typed value.
    if (!result.ok) ui.notify(result.error.message);
  };
  const border = block.border;

  return (
    <div className="ed-panel" data-testid="panel-block" aria-label="Block style">
      <h2 className="ed-panel__title">{single ? `${block.type[0]!.toUpperCase()}${block.type.slice(1)}` : `${blocks.length} blocks`}</h2>
      <fieldset disabled={disabled} className="ed-panel__fields">
        {single && (
          <Section title="Position and size">
            <NumberField label="X" value={block.x} onCommit={(x) => box('pos', { x })} testId="style-x" />
            <NumberField label="Y" value={block.y} onCommit={(y) => box('pos', { y })} testId="style-y" />
            <NumberField label="Width" value={block.width} onCommit={(width) => box('size', { width })} testId="style-width" />
            <NumberField label="Height" value={block.height} onCommit={(height) => box('size', { height })} testId="style-height" />
            <NumberField label="Rotation °" value={block.rotation} onCommit={(rotation) => send('rotation', { type: 'deck.block.rotate', slideId, id: block.id, rotation })} testId="style-rotation" />
            <NumberField label="Opacity %" value={block.opacity} scale={100} min={0} max={100} onCommit={(opacity) => set('opacity', { opacity })} testId="style-opacity" />
          </Section>
        )}
        {!single && (
          <Section title="Appearance">
            <NumberField label="Opacity %" value={block.opacity} scale={100} min={0} max={100} onCommit={(opacity) => set('opacity', { opacity })} testId="style-opacity" />
          </Section>
        )}
        {single && <BlockTypePanel block={block} slideId={slideId} />}
        {single && (
          <Section title="Border and padding">
            <SelectField
              label="Border"
              value={border?.style ?? 'none'}
              options={[['none', 'none'], ...optionsOf(BORDER_STYLES)]}
              onCommit={(style) => set('border', { border: style === 'none' ? null : { width: border?.width || 2, color: border?.color ?? '#000000', style } })}
              testId="style-border"
            />
            <NumberField label="Border width" value={border?.width ?? 0} min={0} max={1000} onCommit={(width) => set('border', { border: { style: border?.style ?? 'solid', color: border?.color ?? '#000000', width } })} />
            <ColorField label="Border colour" value={border?.color} onCommit={(color) => set('border', { border: { style: border?.style ?? 'solid', width: border?.width || 2, color } })} />
            <NumberField label="Padding" value={block.padding ?? 0} min={0} max={1000} onCommit={(padding) => set('padding', { padding })} testId="style-padding" />
          </Section>
        )}
        <FragmentPanel blocks={blocks} slideId={slideId} />
      </fieldset>
      <Section title={single ? 'Align on the slide' : 'Align'} columns={3}>
        <ToolButton id="align-left" icon="alignLeft" testId="align-left-button">Left</ToolButton>
        <ToolButton id="align-center" icon="alignCenter" testId="align-center-button">Centre</ToolButton>
        <ToolButton id="align-right" icon="alignRight" testId="align-right-button">Right</ToolButton>
        <ToolButton id="align-top" icon="alignTop" testId="align-top-button">Top</ToolButton>
        <ToolButton id="align-middle" icon="alignMiddle" testId="align-middle-button">Middle</ToolButton>
        <ToolButton id="align-bottom" icon="alignBottom" testId="align-bottom-button">Bottom</ToolButton>
      </Section>
      {!single && (
        <Section title="Distribute and match size" columns={2}>
          <ToolButton id="distribute-horizontal" icon="distributeHorizontal" testId="distribute-horizontal-button">Distribute horizontally</ToolButton>
          <ToolButton id="distribute-vertical" icon="distributeVertical" testId="distribute-vertical-button">Distribute vertically</ToolButton>
          <ToolButton id="match-width" icon="matchWidth" testId="match-width-button">Match width</ToolButton>
          <ToolButton id="match-height" icon="matchHeight" testId="match-height-button">Match height</ToolButton>
        </Section>
      )}
      <Section title="Arrange" columns={3}>
        <ToolButton id="bring-to-front" icon="front">Front</ToolButton>
        <ToolButton id="bring-forward" icon="forward">Forward</ToolButton>
        <ToolButton id="send-backward" icon="backward">Backward</ToolButton>
        <ToolButton id="send-to-back" icon="toBack">Back</ToolButton>
        <ToolButton id="group" icon="group" testId="group-button">Group</ToolButton>
        <ToolButton id="ungroup" icon="ungroup" testId="ungroup-button">Ungroup</ToolButton>
        <ToolButton id="lock" icon="lock" testId="lock-button">{block.locked ? 'Unlock' : 'Lock'}</ToolButton>
        <ToolButton id="duplicate" icon="copy" testId="duplicate-button">Duplicate</ToolButton>
        <ToolButton id="delete" icon="trash" testId="delete-button">Delete</ToolButton>
        <ToolButton id="edit-html" icon="code" testId="edit-html-button">Edit HTML</ToolButton>
      </Section>
    </div>
  );
}
