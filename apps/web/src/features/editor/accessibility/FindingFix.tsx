/**
 * The fix offered under a chosen finding of the accessibility check, in the check itself (on a phone the check is a
 * sheet over the properties, so the fix must be here): the alternative text and "Decorative" of an image or shape, the
 * title of a video or embedded page, the slide's title; for what only the block's own panel fixes (contrast, text
 * size, links) a button that opens it (on a phone: closes the check so the properties sheet shows).
 */
import type { A11yFinding, Block, SlideFields } from '@podium/deck';
import { CANVAS_A11Y } from '@podium/shared';
import { AccessibleNameSection } from '../blocks/AccessibleNameSection';
import { SlideTitleSection } from '../panels/SlideTitleSection';
import { editBlock } from '../canvas/useCanvasKeyboard';
import { useEditor } from '../state/EditorContext';

const IDS = { idPrefix: 'ed-a11y-fix', testIdPrefix: 'a11y-fix' } as const;

/** FindingFix. */
export function FindingFix({ finding, slide, block, phone }: { finding: A11yFinding; slide: SlideFields; block: Block | undefined; phone: boolean }) {
  const { store } = useEditor();
  if (finding.kind === 'no-slide-title') return <SlideTitleSection slide={slide} {...IDS} />;
  if (!block) return null;
  if (finding.kind === 'missing-alt') {
    return <AccessibleNameSection block={block} slideId={slide.id} field="alt" label="Alternative text" decorative {...IDS} />;
  }
  if (finding.kind === 'missing-title') {
    return <AccessibleNameSection block={block} slideId={slide.id} field="title" label="Title (read by screen readers)" {...IDS} />;
  }
  const open = () => {
    if (phone) store.setA11yOpen(false);
    else editBlock(store, block);
  };
  return (
    <button type="button" className="btn btn--sm btn--secondary" data-testid="a11y-fix-edit" onClick={open}>
      {CANVAS_A11Y.fixEdit}
    </button>
  );
}
