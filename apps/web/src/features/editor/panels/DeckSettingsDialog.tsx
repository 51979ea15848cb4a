/**
 * Deck settings. Every change applies at once (the canvas re-themes) and is saved with the next save; title and slug
 * are only applied when valid (SPEC §5 messages), and a slug the server refuses shows its message here.
 */
import { useState } from 'react';
import {
  AUTO_SLIDE_OPTIONS_SECONDS, BACKGROUND_TRANSITIONS, DECK_DEFAULTS, DEPRECATED_THEME_FONTS, DEPRECATED_TRANSITIONS, LIMITS,
  NAVIGATION_MODES, SLIDE_SIZES, THEME_COLORS, THEME_FONTS, TRANSITIONS, TRANSITION_LABELS, validateDeckSlug, validateDeckTitle,
  type DeckFields,
} from '@podium/shared';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import { Toggle } from '../../../components/Toggle';
import { useEditor, useEditorState } from '../state/EditorContext';
import { deckTheme } from '../theme';
import { capitalize, NumberField, Section, SelectField } from './fields';
import { DeckSyncSection } from './DeckSyncSection';
import { DeckLookSection } from './DeckLookSection';

const NAV_LABELS: Record<string, string> = { default: 'Default (left/right, then down)', linear: 'Linear (every slide in order)', grid: 'Grid' };
const TOGGLES: ReadonlyArray<readonly [keyof DeckFields, string]> = [
  ['should_loop', 'Loop the presentation'],
  ['rtl', 'Right-to-left'],
  ['shuffle', 'Shuffle slides'],
  ['slide_number', 'Show slide numbers'],
  ['share_notes', 'Share speaker notes with viewers'],
  ['upsizing_enabled', 'Scale up to fill large screens'],
];

/** The deck settings dialog. */
export function DeckSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { store } = useEditor();
  const meta = useEditorState((s) => s.meta);
  const serverErrors = useEditorState((s) => s.fieldErrors);
  const [title, setTitle] = useState<string | null>(null);
  const [slug, setSlug] = useState<string | null>(null);
  const set = (patch: Partial<DeckFields>) => store.setFields(patch);

  const titleValue = title ?? meta.title;
  const slugValue = slug ?? meta.slug;
  const titleError = title === null ? serverErrors.title ?? null : validateDeckTitle(title);
  const slugError = slug === null ? serverErrors.slug ?? null : validateDeckSlug(slug);
  const applySlug = () => {
    if (slug === null || validateDeckSlug(slug)) return;
    set({ slug: slug.toLowerCase() });
    setSlug(null);
  };
  const close = () => {
    applySlug();
    setTitle(null);
    onClose();
  };
  const sizeValue = `${meta.width}x${meta.height}`;
  const sizes = SLIDE_SIZES.map((s) => [`${s.width}x${s.height}`, `${s.width} × ${s.height}${s.width === DECK_DEFAULTS.width && s.height === DECK_DEFAULTS.height ? ' (default)' : ''}`] as const);
  if (!sizes.some(([v]) => v === sizeValue)) sizes.push([sizeValue, `${meta.width} × ${meta.height}`] as never);

  return (
    <Dialog open={open} title="Deck settings" onCancel={close} testId="deck-settings" size="md" footer={<Button variant="primary" onClick={close}>Done</Button>}>
      <div className="ed-settings">
        <TextField
          id="deck-title" name="title" label="Title" value={titleValue} max={LIMITS.deckTitleMax} error={titleError} required testId="settings-title"
          data-autofocus
          onChange={(e) => {
            setTitle(e.target.value);
            if (!validateDeckTitle(e.target.value)) set({ title: e.target.value });
          }}
          onBlur={() => !validateDeckTitle(titleValue) && setTitle(null)}
        />
        <TextField
          id="deck-slug" name="slug" label="URL" value={slugValue} error={slugError} required testId="settings-slug"
          hint={`/${meta.user.username}/${slugValue}`}
          onChange={(e) => setSlug(e.target.value)}
          onBlur={applySlug}
          onKeyDown={(e) => e.key === 'Enter' && applySlug()}
        />
        <Section title="Theme colour" columns={1}>
          <div className="ed-swatches" role="radiogroup" aria-label="Theme colour">
            {THEME_COLORS.map((c) => {
              const t = deckTheme(c, meta.theme_font);
              return (
                <button
                  key={c} type="button" role="radio" aria-checked={meta.theme_color === c} title={c} aria-label={c} data-testid={`theme-color-${c}`}
                  className={`ed-swatch${meta.theme_color === c ? ' is-selected' : ''}`}
                  style={{ background: t.background, color: t.accent }}
                  onClick={() => set({ theme_color: c })}
                >
                  <span aria-hidden="true">Aa</span>
                </button>
              );
            })}
          </div>
        </Section>
        <Section title="Look and motion">
          <SelectField label="Font" value={meta.theme_font} testId="settings-font"
            options={THEME_FONTS.filter((f) => !DEPRECATED_THEME_FONTS.includes(f) || f === meta.theme_font).map((f) => [f, capitalize(f)] as const)}
            onCommit={(theme_font) => set({ theme_font })} />
          <SelectField label="Slide size" value={sizeValue} options={sizes} testId="settings-size"
            onCommit={(v) => {
              const [width, height] = v.split('x').map(Number);
              set({ width: width!, height: height! });
            }} />
          <SelectField label="Transition" value={meta.transition}
            options={TRANSITIONS.filter((t) => !DEPRECATED_TRANSITIONS.includes(t) || t === meta.transition).map((t) => [t, TRANSITION_LABELS[t]] as const)}
            onCommit={(transition) => set({ transition })} />
          <SelectField label="Background transition" value={meta.background_transition}
            options={BACKGROUND_TRANSITIONS.map((t) => [t, capitalize(t)] as const)} onCommit={(background_transition) => set({ background_transition })} />
        </Section>
        {open && <DeckLookSection />}
        <Section title="Presenting">
          <SelectField label="Auto-slide" value={String(meta.auto_slide_interval)} testId="settings-auto-slide"
            options={[['0', 'Off'], ...AUTO_SLIDE_OPTIONS_SECONDS.map((s) => [String(s), `Every ${s} seconds`] as const)]}
            onCommit={(v) => set({ auto_slide_interval: Number(v) })} />
          <SelectField label="Navigation" value={meta.navigation_mode} options={NAVIGATION_MODES.map((m) => [m, NAV_LABELS[m] ?? m] as const)}
            onCommit={(navigation_mode) => set({ navigation_mode })} />
          <NumberField label="Margin" value={meta.margin} min={0} max={0.5} step={0.01} onCommit={(margin) => set({ margin })} />
        </Section>
        <div className="ed-settings__toggles">
          {TOGGLES.map(([key, label]) => (
            <Toggle key={key} label={label} checked={Boolean(meta[key])} testId={`settings-${key}`} onChange={(checked) => set({ [key]: checked })} />
          ))}
        </div>
        {open && <DeckSyncSection deckId={meta.id} />}
      </div>
    </Dialog>
  );
}
