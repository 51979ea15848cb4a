/**
 * The deck's team-theme CSS and custom CSS in the editor, scoped by scopeCss to the canvas slide and the thumbnails
 * (as the player scopes them to its slides): they restyle slides only and can never style or probe the app page.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { scopeCss } from '@podium/deck';
import { deckThemeLook, type DeckThemeLook } from '../../../api/themes';
import { useEditorState } from '../state/EditorContext';

/** The slide surfaces in the editor: the canvas slide and each navigator thumbnail. */
const SLIDE_SCOPES = ['.ed-slide', '.ed-deck'];

/** The theme look query's key (the deck settings picker warms it). */
export const deckThemeQueryKey = (deckId: number, themeId: number | null) => ['deck-theme', deckId, themeId] as const;

/** The look of the team theme the deck wears (also its snippets), or null while it has none or it is loading. */
export function useDeckThemeLook(): DeckThemeLook | null {
  const deckId = useEditorState((s) => s.meta.id);
  const themeId = useEditorState((s) => s.meta.theme_id);
  const look = useQuery({
    queryKey: deckThemeQueryKey(deckId, themeId),
    queryFn: ({ signal }) => deckThemeLook(deckId, themeId!, signal),
    enabled: themeId !== null,
  });
  return (themeId !== null ? look.data : null) ?? null;
}

/** DeckLookStyles. */
export function DeckLookStyles() {
  const customCss = useEditorState((s) => s.meta.css_output);
  const themeCss = useDeckThemeLook()?.css;
  const css = useMemo(
    () => [themeCss, customCss].flatMap((source) => (source ? SLIDE_SCOPES.map((scope) => scopeCss(source, scope).css) : [])).join('\n'),
    [themeCss, customCss],
  );
  return css ? <style data-testid="deck-look-css">{css}</style> : null;
}
