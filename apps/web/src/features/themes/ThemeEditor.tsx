/**
 * One theme's editor: look, slides, CSS or LESS (compiled on the server; errors with their line, the last good CSS
 * kept), HTML and JS (run only in the sandboxed preview and player), snippets and slide templates, beside a live
 * preview that reloads with every save.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  BACKGROUND_TRANSITIONS, DECK_DEFAULTS, DEPRECATED_THEME_FONTS, DEPRECATED_TRANSITIONS, MESSAGES, SLIDE_SIZES, THEME_FONTS,
  THEME_LIMITS, TRANSITIONS, TRANSITION_LABELS, V1_THEME_COLORS, paletteColors, snippetVariables, type LessError, type ThemeJson,
} from '@podium/shared';
import { saveTheme, deleteTheme } from '../../api/themes';
import { Button } from '../../components/Button';
import { Prompt } from '../../components/Prompt';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { Toggle } from '../../components/Toggle';
import { useNotify } from '../../components/notifications';
import { draftOf, fieldsOf, parseSnippets, type ThemeDraft } from './themeDraft';
import { ThemeSelect } from './ThemeSelect';
import { ThemePreview } from './ThemePreview';
import { SlideTemplatesField } from './SlideTemplatesField';

const CodeField = lazy(() => import('./CodeField'));
const label = (id: string) => id.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

/** ThemeEditor. */
export function ThemeEditor({ theme, onSaved, onDeleted }: { theme: ThemeJson; onSaved: (theme: ThemeJson) => void; onDeleted: () => void }) {
  const notify = useNotify();
  const [draft, setDraft] = useState<ThemeDraft>(() => draftOf(theme));
  const [saved, setSaved] = useState<ThemeDraft>(draft);
  const [lessError, setLessError] = useState<LessError | null>(null);
  const [snippetError, setSnippetError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const set = <K extends keyof ThemeDraft>(key: K, value: ThemeDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    const parsed = parseSnippets(draft.snippets);
    if ('error' in parsed) {
      setSnippetError(parsed.error);
      return;
    }
    setSnippetError(null);
    setSaving(true);
    const sent = draft;
    try {
      const answer = await saveTheme(theme.id, fieldsOf(sent, parsed.snippets));
      setSaved(sent);
      setLessError(answer.less_error);
      onSaved(answer.theme);
    } catch {
      notify(MESSAGES.failedToSaveTheme, { negative: true });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteTheme(theme.id);
      onDeleted();
    } catch {
      notify(MESSAGES.failedToRemoveTheme, { negative: true });
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const sizes = SLIDE_SIZES.map((s) => [`${s.width}x${s.height}`, `${s.width} × ${s.height}${s.width === DECK_DEFAULTS.width && s.height === DECK_DEFAULTS.height ? ' (default)' : ''}`] as const);
  const colors = paletteColors(draft.palette);
  const snippetHint = (() => {
    const parsed = parseSnippets(draft.snippets);
    if ('error' in parsed || !parsed.snippets.length) return 'A JSON list of {"title", "template"}; {{variables}} in a template are asked for when it is inserted.';
    return parsed.snippets.map((s) => `${s.title}: ${snippetVariables(s.template).map((v) => `{{${v}}}`).join(', ') || 'no variables'}`).join(' · ');
  })();

  return (
    <div className="th__editor">
      <form className="th__form card" aria-label={`Edit theme ${saved.name}`} onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <div className="th__form-bar">
          <p className="th__status muted" role="status" data-testid="theme-status">
            {saving ? 'Saving…' : dirty ? 'Unsaved changes' : lessError ? `Saved; the CSS has an error${lessError.line ? ` on line ${lessError.line}` : ''}` : 'All changes saved'}
          </p>
          <Button variant="danger" size="sm" onClick={() => setConfirmDelete(true)} testId="theme-delete">Delete</Button>
          <Button type="submit" variant="primary" size="sm" loading={saving} disabled={!dirty && !saving} testId="theme-save">Save</Button>
        </div>
        <fieldset className="th__section">
          <legend>Basics</legend>
          <TextField id="theme-name" name="name" label="Name" value={draft.name} max={THEME_LIMITS.nameMax} error={null} testId="theme-name"
            onChange={(e) => set('name', e.target.value)} />
          <Toggle label="Team default" description="New decks of your team start with this theme." checked={draft.default} testId="theme-default"
            onChange={(checked) => set('default', checked)} />
        </fieldset>
        <fieldset className="th__section th__grid">
          <legend>Look</legend>
          <ThemeSelect label="Colour" value={draft.color} testId="theme-color" options={V1_THEME_COLORS.map((c) => [c, label(c)] as const)} onChange={(v) => set('color', v)} />
          <ThemeSelect label="Font" value={draft.font} testId="theme-font"
            options={THEME_FONTS.filter((f) => !DEPRECATED_THEME_FONTS.includes(f) || f === draft.font).map((f) => [f, label(f)] as const)} onChange={(v) => set('font', v)} />
          <div className="th__wide">
            <TextField id="theme-palette" name="palette" label="Palette" value={draft.palette} error={null} max={THEME_LIMITS.paletteMax} testId="theme-palette"
              hint="Comma-separated colours offered in colour pickers, e.g. #1f63c6, #ffb400, #222222" onChange={(e) => set('palette', e.target.value)} />
            {colors.length > 0 && (
              <ul className="th__palette" aria-label="Palette colours">
                {colors.map((c, i) => <li key={`${c}-${i}`} style={{ background: c }} title={c}><span className="visually-hidden">{c}</span></li>)}
              </ul>
            )}
          </div>
        </fieldset>
        <fieldset className="th__section th__grid">
          <legend>Slides</legend>
          <ThemeSelect label="Size" value={draft.size} options={sizes} testId="theme-size" onChange={(v) => set('size', v)} />
          <ThemeSelect label="Transition" value={draft.transition} testId="theme-transition"
            options={TRANSITIONS.filter((t) => !DEPRECATED_TRANSITIONS.includes(t) || t === draft.transition).map((t) => [t, TRANSITION_LABELS[t]] as const)}
            onChange={(v) => set('transition', v)} />
          <ThemeSelect label="Background transition" value={draft.background_transition} options={BACKGROUND_TRANSITIONS.map((t) => [t, label(t)] as const)}
            onChange={(v) => set('background_transition', v)} />
          <div className="th__toggles">
            <Toggle label="Center content vertically" checked={draft.center} testId="theme-center" onChange={(v) => set('center', v)} />
            <Toggle label="Rolling links" checked={draft.rolling_links} testId="theme-rolling-links" onChange={(v) => set('rolling_links', v)} />
          </div>
        </fieldset>
        <Suspense fallback={<Spinner label="Loading the code editors" />}>
          <fieldset className="th__section">
            <legend>Code</legend>
            <CodeField label="CSS or LESS" language="less" value={draft.less} onChange={(v) => set('less', v)} testId="theme-less"
              error={lessError ? `${MESSAGES.themeLessError(lessError.message, lessError.line, lessError.column)} ${MESSAGES.themeCssKept}` : null}
              errorLine={lessError?.line ?? null}
              hint="Applies to the slides of decks using this theme. LESS variables and mixins work; html, body and :root rules are left out." />
            <CodeField label="HTML" language="html" value={draft.html} onChange={(v) => set('html', v)} testId="theme-html"
              hint="Added to every presentation of decks using this theme (logos, footers)." />
            <CodeField label="JavaScript" language="javascript" value={draft.js} onChange={(v) => set('js', v)} testId="theme-js"
              hint="Runs only in the sandboxed player, never in Podium itself: it cannot read your session or call the API." />
            <CodeField label="Snippets" language="json" value={draft.snippets} onChange={(v) => set('snippets', v)} testId="theme-snippets"
              error={snippetError} hint={snippetHint} />
          </fieldset>
        </Suspense>
        <SlideTemplatesField theme={theme} onSaved={onSaved} />
      </form>
      <ThemePreview theme={theme} />
      <Prompt
        open={confirmDelete} title={`Delete “${saved.name}”?`} confirmLabel="Delete theme" confirmVariant="danger" busy={deleting}
        onConfirm={() => void remove()} onCancel={() => setConfirmDelete(false)} testId="theme-delete-prompt"
      >
        Decks using it go back to their own colour and font.
      </Prompt>
    </div>
  );
}
