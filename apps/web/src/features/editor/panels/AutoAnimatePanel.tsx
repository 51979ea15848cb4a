/** Per-slide auto-animate (SPEC §9): on/off, duration and delay (0–10000 ms), easing, and whether unmatched blocks animate. */
import { AutoAnimate, type SlideFields } from '@podium/deck';
import { AUTO_ANIMATE, EASINGS } from '@podium/shared';
import { Toggle } from '../../../components/Toggle';
import { useEditor } from '../state/EditorContext';
import { capitalize, NumberField, Section, SelectField } from './fields';

/** The auto-animate section of the slide panel. */
export function AutoAnimatePanel({ slide }: { slide: SlideFields }) {
  const { store } = useEditor();
  const current = slide.autoAnimate;
  const enabled = Boolean(current?.enabled);
  const set = (key: string, patch: Partial<AutoAnimate>) => {
    const autoAnimate = AutoAnimate.parse({ ...current, ...patch });
    store.dispatch({ type: 'deck.slide.set', id: slide.id, props: { autoAnimate } }, { mergeKey: `slide:${slide.id}:aa:${key}` });
  };

  return (
    <Section title="Auto-animate" columns={1}>
      <Toggle
        label="Auto-animate"
        description="Blocks with the same id on the previous or next slide move smoothly between slides. A duplicated slide matches its original."
        checked={enabled}
        testId="slide-auto-animate"
        onChange={(on) => set('enabled', { enabled: on })}
      />
      {enabled && current && (
        <div className="ed-section__grid ed-section__grid--2" data-testid="auto-animate-settings">
          <NumberField label="Duration (ms)" value={current.duration} min={AUTO_ANIMATE.minMs} max={AUTO_ANIMATE.maxMs} step={100} onCommit={(duration) => set('duration', { duration: Math.round(duration) })} testId="auto-animate-duration" />
          <NumberField label="Delay (ms)" value={current.delay} min={AUTO_ANIMATE.minMs} max={AUTO_ANIMATE.maxMs} step={100} onCommit={(delay) => set('delay', { delay: Math.round(delay) })} testId="auto-animate-delay" />
          <SelectField label="Easing" value={current.easing} options={EASINGS.map((e) => [e, capitalize(e)] as const)} onCommit={(easing) => set('easing', { easing })} testId="auto-animate-easing" />
          <div className="ed-field--wide">
            <Toggle label="Animate unmatched" checked={current.unmatched} testId="auto-animate-unmatched" onChange={(unmatched) => set('unmatched', { unmatched })} />
          </div>
        </div>
      )}
    </Section>
  );
}
