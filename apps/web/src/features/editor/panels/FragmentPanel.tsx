/** Block animation: make the selected blocks fragments with one of the nine SPEC §3 styles (or plain blocks again). */
import { batchOp, type Block } from '@podium/deck';
import { FRAGMENT_STYLES, type FragmentStyle } from '@podium/shared';
import { nextFragmentIndex } from '../fragments/fragments';
import { useEditor } from '../state/EditorContext';
import { Section, SelectField } from './fields';

/** The fragment section of the block panel. */
export function FragmentPanel({ blocks, slideId }: { blocks: readonly Block[]; slideId: string }) {
  const { store } = useEditor();
  const first = blocks[0]!;
  const value = blocks.every((b) => b.fragment?.style === first.fragment?.style) ? (first.fragment?.style ?? 'none') : 'mixed';
  const commit = (style: FragmentStyle | 'none' | 'mixed') => {
    if (style === 'mixed') return;
    const slide = store.currentSlide();
    let next = nextFragmentIndex(slide.blocks);
    // Blocks that become fragments play after the slide's existing ones, in the order they were selected.
    const ops = blocks.map((b) => ({
      type: 'deck.block.update' as const, slideId, blockId: b.id,
      set: { fragment: style === 'none' ? null : { style, index: b.fragment?.index ?? next++ } },
    }));
    store.dispatch(ops.length === 1 ? ops[0]! : batchOp(ops));
  };
  const options = [
    ['none', 'None (always shown)'] as const,
    ...(value === 'mixed' ? [['mixed', 'Mixed'] as const] : []),
    ...FRAGMENT_STYLES.map((f) => [f.id, f.label] as const),
  ];
  return (
    <Section title="Animation" columns={1}>
      <SelectField<FragmentStyle | 'none' | 'mixed'> label="Fragment" value={value} options={options} onCommit={commit} testId="block-fragment" />
      {first.fragment && blocks.length === 1 && (
        <p className="ed-panel__hint" data-testid="block-fragment-order">
          Plays as step {(first.fragment.index ?? 0) + 1}. Reorder fragments in the slide panel (click an empty part of the slide).
        </p>
      )}
    </Section>
  );
}
