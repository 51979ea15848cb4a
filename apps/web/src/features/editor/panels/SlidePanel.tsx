/** Slide settings: title, background, transitions, auto-animate, fragments, hidden. */
import { TRANSITION_SPEEDS, type SlideFields } from '@podium/deck';
import { BACKGROUND_TRANSITIONS, DEPRECATED_TRANSITIONS, TRANSITIONS, TRANSITION_LABELS } from '@podium/shared';
import { Toggle } from '../../../components/Toggle';
import { useEditor } from '../state/EditorContext';
import { ToolButton } from '../toolbar/TopBar';
import { AutoAnimatePanel } from './AutoAnimatePanel';
import { BackgroundPanel } from './BackgroundPanel';
import { capitalize, Section, SelectField } from './fields';
import { FragmentList } from './FragmentList';
import { SlideTitleSection } from './SlideTitleSection';


/** The slide panel (shown when no block is selected). */
export function SlidePanel({ slide }: { slide: SlideFields }) {
  const { store } = useEditor();
  const transitions = TRANSITIONS.filter((t) => !DEPRECATED_TRANSITIONS.includes(t) || t === slide.transition);

  return (
    <div className="ed-panel" data-testid="panel-slide" aria-label="Slide settings">
      <h2 className="ed-panel__title">Slide</h2>
      <SlideTitleSection slide={slide} />
      <BackgroundPanel slide={slide} />
      <Section title="Transitions" columns={1}>
        <SelectField
          label="Slide transition"
          value={slide.transition ?? ''}
          options={[['', 'Deck default'], ...transitions.map((t) => [t, TRANSITION_LABELS[t]] as const)]}
          onCommit={(t) => store.dispatch({ type: 'deck.slide.set', id: slide.id, props: { transition: t === '' ? null : t } })}
          testId="slide-transition"
        />
        <SelectField
          label="Background transition"
          value={slide.backgroundTransition ?? ''}
          options={[['', 'Deck default'], ...BACKGROUND_TRANSITIONS.map((t) => [t, capitalize(t)] as const)]}
          onCommit={(t) => store.dispatch({ type: 'deck.slide.set', id: slide.id, props: { backgroundTransition: t === '' ? null : t } })}
          testId="slide-background-transition"
        />
        <SelectField
          label="Transition speed"
          value={slide.transitionSpeed ?? ''}
          options={[['', 'Deck default'], ...TRANSITION_SPEEDS.filter((t) => t !== 'default').map((t) => [t, capitalize(t)] as const)]}
          onCommit={(t) => store.dispatch({ type: 'deck.slide.set', id: slide.id, props: { transitionSpeed: t === '' ? null : t } })}
          testId="slide-transition-speed"
        />
      </Section>
      <AutoAnimatePanel slide={slide} />
      <FragmentList slide={slide} />
      <Section title="Visibility" columns={1}>
        <Toggle
          label="Hide this slide"
          description="Hidden slides are skipped when presenting."
          checked={slide.hidden}
          testId="slide-hidden"
          onChange={(hidden) => store.dispatch({ type: 'deck.slide.set', id: slide.id, props: { hidden } })}
        />
      </Section>
      <Section title="Slide" columns={3}>
        <ToolButton id="duplicate-slide" icon="copy">Duplicate</ToolButton>
        <ToolButton id="delete-slide" icon="trash">Delete</ToolButton>
      </Section>
    </div>
  );
}
