/**
 * The deck's team-theme CSS and custom CSS in the editor, scoped by scopeCss to the canvas slide and the thumbnails
 * (as the player scopes them to its slides): they restyle slides only and can never style or probe the app page.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { scopeCss } from '@podium/deck';
import { deckThemeLook } from '../../../api/themes';
import { useEditorState } from '../state/EditorContext';

/** The slide surfaces in the editor: the canvas slide and each navigator thumbnail. */
const SLIDE_SCOPES = ['.ed-slide', '.ed-deck'];

/** The theme look query's key (the deck settings picker warms it). */
export const deckThemeQueryKey = (deckId: number, themeId: number | null) => ['deck-theme', deckId, themeId] as const;

/** DeckLookStyles. */
export function DeckLookStyles() {
  const deckId = useEditorState((s) => s.meta.id);
  const themeId = useEditorState((s) => s.meta.theme_id);
  const customCss = useEditorState((s) => s.meta.css_output);
  const look = useQuery({
    queryKey: deckThemeQueryKey(deckId, themeId),
    queryFn: ({ signal }) => deckThemeLook(deckId, themeId!, signal),
    enabled: themeId !== null,
  });
  const themeCss = themeId !== null ? look.data?.css : undefined;
  const css = useMemo(
    () => [themeCss, customCss].flatMap((source) => (source ? SLIDE_SCOPES.map((scope) => scopeCss(source, scope).css) : [])).join('\n'),
    [themeCss, customCss],
  );
  return css ? <style data-testid="deck-look-css">{css}</style> : null;
}
