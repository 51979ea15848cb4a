/**
 * Deck settings: the team theme the deck wears (enterprise teams) and the deck's custom CSS (pro and enterprise,
 * SPEC §6). Picking a theme takes over its colour, font and transitions at once, so every slide restyles; the theme's
 * CSS follows through DeckLookStyles. Custom CSS applies to the slides only (scopeCss), in the editor and the player.
 */
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, planPrivileges, type DeckFields } from '@podium/shared';
import { scopeCss } from '@podium/deck';
import { listThemes } from '../../../api/themes';
import { ButtonLink } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { useSession } from '../../../session/SessionContext';
import { useEditor, useEditorState } from '../state/EditorContext';
import { Section, SelectField } from './fields';

const CodeField = lazy(() => import('../../themes').then((m) => ({ default: m.CodeField })));

/** DeckLookSection. */
export function DeckLookSection() {
  const { user } = useSession();
  const teamMember = Boolean(user?.enterprise && user.membership?.status === 'active');
  const mayStyle = user ? planPrivileges({ ...user, team_role: user.membership?.role ?? null }).customCss : false;
  const css = useEditorState((s) => s.meta.css_output) ?? '';
  return (
    <>
      {teamMember && <TeamThemeField />}
      <Section title="Custom CSS" columns={1}>
        {mayStyle || css ? (
          <Suspense fallback={<Spinner label="Loading the CSS editor" />}>
            <CustomCssField css={css} />
          </Suspense>
        ) : (
          <p className="muted" data-testid="custom-css-upgrade">
            {MESSAGES.customCssNeedsPro} <ButtonLink to="/account/upgrade" size="sm" variant="secondary">Upgrade</ButtonLink>
          </p>
        )}
      </Section>
    </>
  );
}

function CustomCssField({ css }: { css: string }) {
  const { store } = useEditor();
  const dropped = scopeCss(css, '.s').dropped;
  return (
    <CodeField
      label="Styles for this deck's slides" language="less" value={css} testId="settings-css"
      onChange={(value) => store.setFields({ css_output: value.trim() ? value : null })}
      hint={dropped ? MESSAGES.customCssDropped(dropped) : 'CSS for this deck only, e.g. h1 { letter-spacing: 0.02em }. It applies inside the slides.'}
    />
  );
}

function TeamThemeField() {
  const { store } = useEditor();
  const themeId = useEditorState((s) => s.meta.theme_id);
  const themes = useQuery({ queryKey: ['themes'], queryFn: ({ signal }) => listThemes(signal) });
  if (themes.isPending) return <Spinner label="Loading team themes" />;
  if (themes.isError) return <p className="field__error">{MESSAGES.failedToLoadThemes}</p>;
  const list = themes.data.results;
  if (!list.length && themeId === null) return null;
  const pick = (value: string) => {
    const theme = list.find((t) => String(t.id) === value);
    if (!theme) return store.setFields({ theme_id: null });
    const patch: Partial<DeckFields> = {
      theme_id: theme.id, theme_color: theme.color as DeckFields['theme_color'], theme_font: theme.font as DeckFields['theme_font'],
      transition: theme.transition as DeckFields['transition'], background_transition: theme.background_transition as DeckFields['background_transition'],
    };
    store.setFields(patch);
  };
  return (
    <Section title="Team theme" columns={1}>
      <SelectField label="Theme" value={themeId === null ? '' : String(themeId)} testId="settings-team-theme" onCommit={pick}
        options={[['', 'None (this deck’s own colour and font)'], ...list.map((t) => [String(t.id), t.name] as const)]} />
    </Section>
  );
}
