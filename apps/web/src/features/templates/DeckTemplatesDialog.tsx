/**
 * The Deck templates popup (SPEC §2) New deck opens: pages Themes (enterprise teams with themes only), Templates
 * (blank light and dark decks, then the built-in templates, each with a preview) and My Decks (start from a copy of
 * one of my decks). The tabs appear once, final: while the team's themes are being asked for, a spinner stands in.
 * Default export for React.lazy: the header loads it on first use.
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { emptyDocument } from '@podium/deck';
import { DECK_DEFAULTS, MESSAGES, deckTemplateThemesOn, type DeckTemplateJson, type ThemeJson, type UserJson } from '@podium/shared';
import { listDecks } from '../../api/decks';
import { listDeckTemplates } from '../../api/templates';
import { get } from '../../api/client';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Spinner } from '../../components/Spinner';
import { firstSlideOf } from '../decks';
import { TemplateCard } from './TemplateCard';
import { ThemeThumbnail } from '../../components/ThemeThumbnail';
import { TemplatePreview } from './TemplatePreview';
import { useCreateFromTemplate } from './useCreateFromTemplate';
import './DeckTemplatesDialog.css';

type Page = 'themes' | 'templates' | 'mine';
const PAGE_LABELS: Record<Page, string> = { themes: 'Themes', templates: 'Templates', mine: 'My Decks' };
/** SPEC §2: a blank light deck uses white-blue, a blank dark deck black-blue. */
const BLANKS = [
  { id: 'light', title: 'Blank light', color: 'white-blue' },
  { id: 'dark', title: 'Blank dark', color: 'black-blue' },
] as const;
const SIZE = { width: DECK_DEFAULTS.width, height: DECK_DEFAULTS.height };

type ThemeSummary = Pick<ThemeJson, 'id' | 'name' | 'thumbnail_url' | 'color' | 'width' | 'height'>;

/** The team's themes for the Themes page: only asked for enterprise teams whose mode allows themes; none on any failure. */
function useTeamThemes(user: UserJson) {
  const allowed = user.enterprise && !!user.team && deckTemplateThemesOn(user.team.deck_templates_mode);
  return useQuery({
    queryKey: ['deck-template-themes', user.team?.id],
    enabled: allowed,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        return (await get<{ results?: ThemeSummary[] }>('/api/v1/themes.json', signal)).results ?? [];
      } catch {
        return [];
      }
    },
  });
}

/** DeckTemplatesDialog. */
export default function DeckTemplatesDialog({ user, onClose }: { user: UserJson; onClose(): void }) {
  const navigate = useNavigate();
  const themes = useTeamThemes(user);
  const pages: Page[] = (themes.data?.length ? ['themes', 'templates', 'mine'] : ['templates', 'mine']);
  const [page, setPage] = useState<Page>('templates');
  const [preview, setPreview] = useState<DeckTemplateJson | null>(null);
  const create = useCreateFromTemplate(user.username, onClose);
  const busy = create.isPending ? create.variables : null;
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const blankSlide = useMemo(() => emptyDocument().slides[0], []);

  const startBlank = (query: string) => {
    onClose();
    navigate(`/${user.username}/new?${query}`);
  };
  const onTabKey = (event: KeyboardEvent, i: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (i + step + pages.length) % pages.length;
    setPage(pages[next]!);
    tabs.current[next]?.focus();
  };

  // The tabs wait until it is known whether the team has themes, so no Themes tab pushes in front of them later.
  if (themes.isLoading) {
    return (
      <Dialog open title="New deck" size="lg" testId="deck-templates" onCancel={onClose}>
        <div className="tpl-status"><Spinner label="Loading templates…" /></div>
      </Dialog>
    );
  }
  return (
    <Dialog open title="New deck" size="lg" testId="deck-templates" onCancel={onClose}>
      <div className="tpl-tabs" role="tablist" aria-label="Start from">
        {pages.map((p, i) => (
          <button
            key={p}
            ref={(el) => { tabs.current[i] = el; }}
            type="button"
            role="tab"
            id={`tpl-tab-${p}`}
            aria-selected={page === p}
            aria-controls={`tpl-panel-${p}`}
            tabIndex={page === p ? 0 : -1}
            className="tpl-tabs__tab"
            data-testid={`deck-templates-tab-${p}`}
            onClick={() => { setPage(p); setPreview(null); }}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {PAGE_LABELS[p]}
          </button>
        ))}
      </div>

      <div className="tpl-panel" role="tabpanel" id={`tpl-panel-${page}`} aria-labelledby={`tpl-tab-${page}`}>
        {page === 'templates' && (preview ? (
          <TemplatePreview template={preview} busy={busy === preview.id} onBack={() => setPreview(null)} onUse={() => create.mutate(preview.id)} />
        ) : (
          <TemplatesPage
            blankSlide={blankSlide}
            busy={create.isPending}
            onBlank={(color) => startBlank(`theme_color=${color}`)}
            onPreview={setPreview}
          />
        ))}
        {page === 'mine' && <MyDecksPage username={user.username} busy={busy} onPick={(id) => create.mutate(id)} />}
        {page === 'themes' && (
          <ul className="tpl-grid" aria-label="Team themes">
            {(themes.data ?? []).map((theme) => (
              <li key={theme.id} className="tpl-card">
                <button type="button" className="tpl-card__button" onClick={() => startBlank(`theme_id=${theme.id}`)} data-testid={`deck-theme-${theme.id}`}>
                  <span className="tpl-card__picture" style={{ aspectRatio: `${theme.width} / ${theme.height}` }}>
                    <ThemeThumbnail theme={theme} />
                  </span>
                  <span className="tpl-card__title">{theme.name || 'Untitled'}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

function TemplatesPage({ blankSlide, busy, onBlank, onPreview }: {
  blankSlide: unknown; busy: boolean; onBlank(color: string): void; onPreview(t: DeckTemplateJson): void;
}) {
  const templates = useQuery({ queryKey: ['deck-templates'], queryFn: ({ signal }) => listDeckTemplates(signal), staleTime: Infinity });
  return (
    <>
      <ul className="tpl-grid" aria-label="Blank decks">
        {BLANKS.map((b) => (
          <TemplateCard
            key={b.id} title={b.title} detail={b.color} slide={blankSlide} color={b.color} font={DECK_DEFAULTS.themeFont} {...SIZE}
            disabled={busy} testId={`blank-${b.id}`} onPick={() => onBlank(b.color)}
          />
        ))}
        {templates.data?.results.map((t) => (
          <TemplateCard
            key={t.id} title={t.title} detail={t.description} slide={t.slides[0]} color={t.theme_color} font={t.theme_font}
            width={t.width} height={t.height} disabled={busy} testId={`template-${t.id}`} onPick={() => onPreview(t)}
          />
        ))}
      </ul>
      {templates.isPending && <div className="tpl-status"><Spinner label="Loading templates…" /></div>}
      {templates.isError && (
        <div className="tpl-status" role="alert">
          <p>{MESSAGES.templatesLoadError}</p>
          <Button size="sm" onClick={() => void templates.refetch()}>Try again</Button>
        </div>
      )}
    </>
  );
}

function MyDecksPage({ username, busy, onPick }: { username: string; busy: string | number | null | undefined; onPick(id: number): void }) {
  const decks = useQuery({ queryKey: ['deck-templates-mine', username], queryFn: ({ signal }) => listDecks(username, 1, 'active', signal) });
  if (decks.isPending) return <div className="tpl-status"><Spinner label="Loading your decks…" /></div>;
  if (decks.isError) {
    return (
      <div className="tpl-status" role="alert">
        <p>{MESSAGES.templatesLoadError}</p>
        <Button size="sm" onClick={() => void decks.refetch()}>Try again</Button>
      </div>
    );
  }
  if (!decks.data.results.length) {
    return <div className="tpl-status" data-testid="my-decks-empty"><p>You have no decks yet. Start from a template or a blank deck.</p></div>;
  }
  return (
    <>
      <p className="muted tpl-hint">A copy of the deck you pick becomes your new deck; the original stays as it is.</p>
      <ul className="tpl-grid" aria-label="My decks">
        {decks.data.results.map((d) => (
          <TemplateCard
            key={d.id} title={d.title} detail={`${d.slide_count} ${d.slide_count === 1 ? 'slide' : 'slides'}`}
            slide={firstSlideOf(d)} color={d.theme_color} font={d.theme_font} width={d.width} height={d.height}
            busy={busy === d.id} disabled={busy != null} testId={`my-deck-${d.id}`} onPick={() => onPick(d.id)}
          />
        ))}
      </ul>
    </>
  );
}
