/**
 * The accessibility check beside the properties panel (like PowerPoint's): what the deck lacks for people using screen
 * readers or with low vision, slide by slide. Choosing a finding goes to its slide, selects its block and opens its
 * fix right under it (FindingFix), which also works on a phone, where the check is a bottom sheet. Below the findings,
 * the current slide's reading order (ReadingOrderList). Follows every edit at once.
 */
import { useState } from 'react';
import { A11Y_PANEL } from '@podium/shared';
import { findSlide, type A11yFinding, type Block } from '@podium/deck';
import { SvgIcon } from '../toolbar/icons';
import { useEditor, useEditorState } from '../state/EditorContext';
import { useA11yFindings } from './useA11yFindings';
import { FindingFix } from './FindingFix';
import { ReadingOrderList } from './ReadingOrderList';
import { usePhoneLayout } from '../toolbar/usePhoneLayout';
import './AccessibilityPanel.css';

/** Findings grouped by slide, in reading order. */
function bySlide(findings: A11yFinding[]): Array<[number, A11yFinding[]]> {
  const groups = new Map<number, A11yFinding[]>();
  for (const finding of findings) groups.set(finding.slide, [...(groups.get(finding.slide) ?? []), finding]);
  return [...groups];
}

/** A block of the slide by id, grouped ones included. */
function findBlock(blocks: readonly Block[], id: string | undefined): Block | undefined {
  for (const block of blocks) {
    if (block.id === id) return block;
    if (block.type === 'group') {
      const inner = findBlock(block.props.children, id);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** AccessibilityPanel: nothing while closed. */
export function AccessibilityPanel() {
  const open = useEditorState((s) => s.a11yOpen);
  return open ? <OpenPanel /> : null;
}

function OpenPanel() {
  const { store } = useEditor();
  const findings = useA11yFindings();
  const doc = useEditorState((s) => s.doc);
  const slideId = useEditorState((s) => s.slideId);
  const phone = usePhoneLayout();
  const [chosen, setChosen] = useState<string | null>(null);
  const close = () => store.setA11yOpen(false);
  const show = (finding: A11yFinding, key: string) => {
    store.setSlide(finding.slideId);
    store.select(finding.blockId ? [finding.blockId] : []);
    setChosen(chosen === key ? null : key);
  };
  const current = findSlide(doc, slideId)?.slide;
  return (
    <aside className="ed-side ed-a11y" aria-labelledby="ed-a11y-title" data-testid="a11y-panel"
      onKeyDown={(event) => event.key === 'Escape' && close()}>
      <header className="ed-a11y__header">
        <h2 id="ed-a11y-title" className="ed-panel__title">{A11Y_PANEL.title}</h2>
        <button type="button" className="ed-tool" aria-label={`Close ${A11Y_PANEL.title.toLowerCase()} check`} title="Close" data-testid="a11y-close" onClick={close}>
          <SvgIcon><path d="M6 6l12 12M18 6 6 18" /></SvgIcon>
        </button>
      </header>
      <p className="ed-a11y__summary" role="status" data-testid="a11y-summary">
        {findings.length ? A11Y_PANEL.count(findings.length) : A11Y_PANEL.clean}
      </p>
      {bySlide(findings).map(([slide, list]) => (
        <section key={slide} className="ed-a11y__slide" aria-labelledby={`ed-a11y-slide-${slide}`}>
          <h3 id={`ed-a11y-slide-${slide}`} className="ed-section__title">Slide {slide}</h3>
          <ul className="ed-a11y__list">
            {list.map((finding, index) => {
              // The choice outlives the list: a fixed finding leaves it, and the next one must not open in its place.
              const key = `${finding.slideId}:${finding.kind}:${finding.blockId ?? ''}`;
              const open = chosen === key && list.findIndex((f) => `${f.slideId}:${f.kind}:${f.blockId ?? ''}` === key) === index;
              const slide = findSlide(doc, finding.slideId)?.slide;
              return (
                <li key={`${key}:${index}`}>
                  <button type="button" className="ed-a11y__finding" data-testid="a11y-finding" data-kind={finding.kind}
                    aria-expanded={open} aria-controls={open ? 'ed-a11y-fix' : undefined} onClick={() => show(finding, key)}>
                    {finding.message}
                  </button>
                  {open && slide && (
                    <div id="ed-a11y-fix" className="ed-a11y__fix" data-testid="a11y-fix">
                      <FindingFix finding={finding} slide={slide} block={findBlock(slide.blocks, finding.blockId)} phone={phone} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {current && <ReadingOrderList slide={current} />}
    </aside>
  );
}
