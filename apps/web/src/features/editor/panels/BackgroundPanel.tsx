/** Slide background: colour, image (size, position, repeat, opacity) and video (loop, muted), as reveal.js data-background-*. */
import { useState } from 'react';
import type { Background, SlideFields } from '@podium/deck';
import { MESSAGES } from '@podium/shared';
import { Toggle } from '../../../components/Toggle';
import { useEditor, useEditorState } from '../state/EditorContext';
import { deckTheme } from '../theme';
import { isWebUrl } from '../images/useImageInsert';
import { ColorField, NumberField, Section, SelectField } from './fields';

const SIZES = [['cover', 'Cover'], ['contain', 'Contain'], ['auto', 'Original size']] as const;
const POSITIONS = ['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'] as const;
const REPEATS = [['no-repeat', 'No repeat'], ['repeat', 'Tile'], ['repeat-x', 'Tile horizontally'], ['repeat-y', 'Tile vertically']] as const;

/** A URL input committed on blur (or Enter); a value that is not a web URL shows SPEC's message and is not saved. */
function UrlField({ id, label, value, testId, onCommit }: { id: string; label: string; value: string | undefined; testId: string; onCommit: (url: string | undefined) => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="ed-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        key={value ?? ''}
        defaultValue={value ?? ''}
        placeholder="https://…"
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
        onBlur={(e) => {
          const next = e.target.value.trim();
          if (next === (value ?? '')) return;
          if (next && !isWebUrl(next)) return setError(MESSAGES.invalidUrl);
          setError(null);
          onCommit(next || undefined);
        }}
      />
      {error && <p className="field__error" role="alert">{error}</p>}
    </div>
  );
}

/** The background section of the slide panel. */
export function BackgroundPanel({ slide }: { slide: SlideFields }) {
  const { store } = useEditor();
  const theme = deckTheme(useEditorState((s) => s.meta.theme_color), useEditorState((s) => s.meta.theme_font));
  const bg = slide.background;
  const setBackground = (key: string, patch: Partial<Background>) => {
    const next = { ...bg, ...patch } as Record<string, unknown>;
    for (const k of Object.keys(next)) if (next[k] === undefined || next[k] === '') delete next[k];
    const background = Object.keys(next).length ? (next as Background) : null;
    store.dispatch({ type: 'deck.slide.set', id: slide.id, props: { background } }, { mergeKey: `slide:${slide.id}:bg:${key}` });
  };

  return (
    <Section title="Background" columns={1}>
      <ColorField label="Colour" value={bg?.color ?? theme.background} onCommit={(color) => setBackground('color', { color })} testId="slide-background-color">
        {bg?.color && (
          <button type="button" className="btn btn--sm btn--ghost" onClick={() => setBackground('color', { color: undefined })}>
            Clear
          </button>
        )}
      </ColorField>
      <UrlField id="ed-bg-image" label="Image URL" value={bg?.image} testId="slide-background-image" onCommit={(image) => setBackground('image', { image })} />
      {bg?.image && (
        <div className="ed-section__grid ed-section__grid--2">
          <SelectField label="Size" value={bg.size ?? 'cover'} options={SIZES} onCommit={(size) => setBackground('size', { size })} testId="slide-background-size" />
          <SelectField label="Position" value={bg.position ?? 'center'} options={POSITIONS.map((p) => [p, p] as const)} onCommit={(position) => setBackground('position', { position })} testId="slide-background-position" />
          <SelectField label="Repeat" value={bg.repeat ?? 'no-repeat'} options={REPEATS} onCommit={(repeat) => setBackground('repeat', { repeat })} testId="slide-background-repeat" />
        </div>
      )}
      <UrlField id="ed-bg-video" label="Video URL" value={bg?.video} testId="slide-background-video" onCommit={(video) => setBackground('video', { video })} />
      {bg?.video && (
        <>
          <Toggle label="Loop video" checked={Boolean(bg.videoLoop)} testId="slide-background-video-loop" onChange={(videoLoop) => setBackground('loop', { videoLoop: videoLoop || undefined })} />
          <Toggle label="Mute video" checked={Boolean(bg.videoMuted)} testId="slide-background-video-muted" onChange={(videoMuted) => setBackground('muted', { videoMuted: videoMuted || undefined })} />
        </>
      )}
      {(bg?.image || bg?.video) && (
        <NumberField label="Image/video opacity %" value={bg.opacity ?? 1} scale={100} min={0} max={100} onCommit={(opacity) => setBackground('opacity', { opacity: opacity === 1 ? undefined : opacity })} testId="slide-background-opacity" />
      )}
    </Section>
  );
}
