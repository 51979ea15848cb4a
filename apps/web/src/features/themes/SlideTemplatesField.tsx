/** A theme's slide templates (SPEC §7 add_slide_template / remove_slide_template): the team's templates, ticked on or off. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, type ThemeJson } from '@podium/shared';
import { changeThemeSlideTemplates, listTeamSlideTemplates } from '../../api/themes';
import { Spinner } from '../../components/Spinner';
import { useNotify } from '../../components/notifications';

/** SlideTemplatesField. */
export function SlideTemplatesField({ theme, onSaved }: { theme: ThemeJson; onSaved: (theme: ThemeJson) => void }) {
  const notify = useNotify();
  const [busy, setBusy] = useState<number | null>(null);
  const templates = useQuery({ queryKey: ['team-slide-templates'], queryFn: ({ signal }) => listTeamSlideTemplates(signal) });
  const toggle = async (id: number, on: boolean) => {
    setBusy(id);
    try {
      onSaved(await changeThemeSlideTemplates(theme.id, [id], on ? 'add' : 'remove'));
    } catch {
      notify(MESSAGES.failedToSaveTheme, { negative: true });
    } finally {
      setBusy(null);
    }
  };
  return (
    <fieldset className="th__section" data-testid="theme-slide-templates">
      <legend>Slide templates</legend>
      {templates.isPending && <Spinner label="Loading slide templates" />}
      {templates.isError && <p className="field__error">{MESSAGES.failedToLoadSlideTemplates}</p>}
      {templates.isSuccess && !templates.data?.length && (
        <p className="muted">Your team has no slide templates yet. Once it has, pick the ones decks in this theme offer when adding a slide.</p>
      )}
      {templates.isSuccess && Boolean(templates.data?.length) && (
        <ul className="th__templates">
          {templates.data!.map((t) => (
            <li key={t.id}>
              <label>
                <input type="checkbox" checked={theme.slide_template_ids.includes(t.id)} disabled={busy === t.id}
                  onChange={(e) => void toggle(t.id, e.target.checked)} />
                {t.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
