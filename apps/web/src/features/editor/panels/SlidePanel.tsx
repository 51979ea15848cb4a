/** Slide settings: background colour and image, transition, background transition, hidden. */
import { useState } from 'react';
import type { Background, SlideFields } from '@podium/deck';
import { BACKGROUND_TRANSITIONS, DEPRECATED_TRANSITIONS, MESSAGES, TRANSITIONS, TRANSITION_LABELS } from '@podium/shared';
import { Toggle } from '../../../components/Toggle';
import { useEditor, useEditorState } from '../state/EditorContext';
import { deckTheme } from '../theme';
import { isWebUrl } from '../images/useImageInsert';
import { ToolButton } from '../toolbar/TopBar';
import { capitalize, ColorField, Section, SelectField } from './fields';


/** The slide panel (shown when no block is selected). */
export function SlidePanel({ slide }: { slide: SlideFields }) {
  const { store } = useEditor();
  const theme = deckTheme(useEditorState((s) => s.meta.theme_color), useEditorState((s) => s.meta.theme_font));
  const [imageError, setImageError] = useState<string | null>(null);
  const bg = slide.background;
  const setBackground = (patch: Partial<Background>) => {
    const next = { ...bg, ...patch } as Record<string, unknown>;
    for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '') delete next[key];
    store.dispatch({ type: 'deck.slide.set', id: slide.id, props: { background: Object.keys(next).length ? (next as Background) : null } }, { mergeKey: `slide:${slide.id}:bg` });
  };
  const transitions = TRANSITIONS.filter((t) => !DEPRECATED_TRANSITIONS.includes(t) || t === slide.transition);

  return (
    <div className="ed-panel" data-testid="panel-slide" aria-label="Slide settings">
      <h2 className="ed-panel__title">Slide</h2>
      <Section title="Background" columns={1}>
        <ColorField label="Colour" value={bg?.color ?? theme.background} onCommit={(color) => setBackground({ color })} testId="slide-background-color">
          {bg?.color && (
            <button type="button" className="btn btn--sm btn--ghost" onClick={() => setBackground({ color: undefined })}>
              Clear
            </button>
          )}
        </ColorField>
        <div className="ed-field">
          <label htmlFor="ed-bg-image">Image URL</label>
          <input
            id="ed-bg-image"
            key={`${slide.id}:${bg?.image ?? ''}`}
            defaultValue={bg?.image ?? ''}
            placeholder="https://…"
            aria-invalid={imageError ? true : undefined}
            onBlur={(e) => {
              const value = e.target.value.trim();
              if (value === (bg?.image ?? '')) return;
              if (value && !isWebUrl(value)) return setImageError(MESSAGES.invalidUrl);
              setImageError(null);
              setBackground({ image: value || undefined });
            }}
          />
          {imageError && <p className="field__error" role="alert">{imageError}</p>}
        </div>
      </Section>
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
        />
      </Section>
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
