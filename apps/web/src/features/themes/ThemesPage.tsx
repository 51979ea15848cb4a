/** /themes (SPEC §2 theme edit/preview): an enterprise manager's team themes — a list beside the selected theme's editor. */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type ThemeJson } from '@podium/shared';
import { createTheme, listThemes } from '../../api/themes';
import { Button, ButtonLink } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useNotify } from '../../components/notifications';
import { useSession } from '../../session/SessionContext';
import { ThemeEditor } from './ThemeEditor';
import { ThemeThumbnail } from '../../components/ThemeThumbnail';
import './themes.css';

export const THEMES_QUERY = ['themes'] as const;
/** Thumbnails render on the server a few seconds after a save: the list is read again this often, for this long. */
const THUMBNAIL_POLL_MS = 3000;
const THUMBNAIL_WATCH_MS = 90_000;

/** ThemesPage; only mounted behind <RequireUser>. */
export function ThemesPage() {
  const { user } = useSession();
  if (!user?.enterprise_manager) {
    return (
      <div className="page th">
        <title>Themes · Podium</title>
        <div className="page__header"><h1>Themes</h1></div>
        {user?.enterprise ? (
          // A team member's plan has themes already: there is nothing to buy, only a team admin to ask.
          <div className="card empty-state" data-testid="themes-ask-admin">
            <p>{MESSAGES.themesAskTeamAdmin}</p>
          </div>
        ) : (
          <div className="card empty-state" data-testid="themes-locked">
            <p>{MESSAGES.themesNeedEnterprise} Owners and admins of an enterprise team design them here.</p>
            <ButtonLink to="/pricing" variant="primary">See plans</ButtonLink>
          </div>
        )}
      </div>
    );
  }
  return <ThemeManager />;
}

function ThemeManager() {
  const notify = useNotify();
  const queries = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  // Until when new thumbnails are expected: after a create or save, and after opening the page while some are missing.
  const [watchUntil, setWatchUntil] = useState(() => Date.now() + THUMBNAIL_WATCH_MS);
  const [savedSince, setSavedSince] = useState(false);
  const expectThumbnail = () => {
    setSavedSince(true);
    setWatchUntil(Date.now() + THUMBNAIL_WATCH_MS);
  };
  const themes = useQuery({
    queryKey: THEMES_QUERY,
    queryFn: ({ signal }) => listThemes(signal),
    refetchInterval: (query) => {
      const missing = query.state.data?.results.some((t) => !t.thumbnail_url);
      return Date.now() < watchUntil && (savedSince || missing) ? THUMBNAIL_POLL_MS : false;
    },
  });
  const list = themes.data?.results ?? [];
  const selectedId = Number(params.get('theme')) || list[0]?.id;
  const selected = list.find((t) => t.id === selectedId) ?? list[0];
  const select = (id: number | null) => setParams(id ? { theme: String(id) } : {}, { replace: true });

  const create = async () => {
    setCreating(true);
    try {
      const { theme } = await createTheme({});
      queries.setQueryData(THEMES_QUERY, { results: [...list, theme], total: list.length + 1 });
      select(theme.id);
      expectThumbnail();
    } catch {
      notify(MESSAGES.failedToCreateTheme, { negative: true });
    } finally {
      setCreating(false);
    }
  };
  const replace = (theme: ThemeJson | null, removedId?: number) => {
    const next = removedId ? list.filter((t) => t.id !== removedId) : list.map((t) => (t.id === theme!.id ? theme! : theme!.default ? { ...t, default: false } : t));
    queries.setQueryData(THEMES_QUERY, { results: next, total: next.length });
    if (removedId) select(next[0]?.id ?? null);
    else expectThumbnail();
  };

  return (
    <div className="page th">
      <title>Themes · Podium</title>
      <div className="page__header th__header">
        <div>
          <h1>Themes</h1>
          <p className="muted">Your team’s looks: colours, fonts, CSS and snippets that decks pick in their settings.</p>
        </div>
        <Button variant="primary" onClick={create} loading={creating} testId="theme-new">New theme</Button>
      </div>
      {themes.isPending && <Spinner label="Loading themes" size="lg" />}
      {themes.isError && (
        <div className="alert alert--error" role="alert" data-testid="themes-load-error">
          {MESSAGES.failedToLoadThemes} <Button size="sm" variant="secondary" onClick={() => void themes.refetch()}>Try again</Button>
        </div>
      )}
      {themes.isSuccess && !list.length && (
        <div className="card empty-state" data-testid="themes-empty">
          <p>No themes yet. Create one to give your team’s decks a shared look.</p>
        </div>
      )}
      {selected && (
        <div className="th__layout">
          <nav className="th__list" aria-label="Team themes">
            <ul>
              {list.map((t) => (
                <li key={t.id}>
                  <button
                    type="button" className={`th__item${t.id === selected.id ? ' is-selected' : ''}`}
                    aria-current={t.id === selected.id ? 'true' : undefined} data-testid={`theme-item-${t.id}`}
                    onClick={() => select(t.id)}
                  >
                    <ThemeThumbnail theme={t} className="th__thumb" />
                    <span className="th__item-name">{t.name}</span>
                    {t.default && <span className="th__badge">Default</span>}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <ThemeEditor key={selected.id} theme={selected} onSaved={(t) => replace(t)} onDeleted={() => replace(null, selected.id)} />
        </div>
      )}
    </div>
  );
}
