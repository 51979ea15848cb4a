/**
 * The tags of a deck on its show page (SPEC §2 `/{username}/decks/{tag}`): links to the owner's tag pages, and for the
 * owner a small form to add tags (new or existing) and a remove button on each.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeckJson, TagJson } from '@podium/shared';
import { ApiError } from '../../api/client';
import { changeTaggedDecks, createDeckTag, listDeckTags, tagsOfDeck } from '../../api/tags';
import { Button } from '../../components/Button';
import './DeckTags.css';

/** The path of a deck tag's page. */
export const tagPath = (username: string, name: string) => `/${username}/decks/${encodeURIComponent(name)}`;

/** DeckTags; renders nothing for visitors when the deck has no tags. */
export function DeckTags({ deck, isOwner }: { deck: DeckJson; isOwner: boolean }) {
  const queryClient = useQueryClient();
  const key = ['deck-tags', deck.id];
  const tags = useQuery({ queryKey: key, queryFn: ({ signal }) => tagsOfDeck(deck.id, signal) });
  const own = useQuery({ queryKey: ['own-deck-tags'], queryFn: ({ signal }) => listDeckTags(signal), enabled: isOwner });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: ['own-deck-tags'] }),
      queryClient.invalidateQueries({ queryKey: ['decks'] }),
    ]);
  };
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await refresh();
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'The tag could not be saved. Try again.');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.replace(/\s+/g, ' ').trim();
    if (!wanted) { setError('Can not be empty'); return; }
    const ok = await run(async () => {
      const existing = own.data?.results.find((tag) => tag.name === wanted);
      const tag = existing ?? (await createDeckTag(wanted));
      await changeTaggedDecks(tag.id, [deck.id], 'add');
    });
    if (ok) setName('');
  };
  const remove = (tag: TagJson) => void run(() => changeTaggedDecks(tag.id, [deck.id], 'remove'));

  const shown = tags.data?.results ?? [];
  if (!isOwner && shown.length === 0) return null;
  return (
    <div className="deck-tags" data-testid="deck-tags">
      {shown.length > 0 && (
        <ul className="deck-tags__list" aria-label="Tags">
          {shown.map((tag) => (
            <li key={tag.id} className="deck-tags__tag">
              <Link to={tagPath(deck.user.username, tag.name)} data-testid="deck-tag">#{tag.name}</Link>
              {isOwner && (
                <button type="button" className="deck-tags__remove" aria-label={`Remove tag ${tag.name}`} disabled={busy} onClick={() => remove(tag)}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {isOwner && (
        <form className="deck-tags__form" onSubmit={(event) => void add(event)} noValidate>
          <label htmlFor={`${id}-tag`} className="visually-hidden">Add a tag</label>
          <input
            id={`${id}-tag`}
            className="deck-tags__input"
            placeholder="Add a tag"
            list={`${id}-known`}
            value={name}
            maxLength={50}
            data-testid="deck-tag-input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => { setName(event.target.value); setError(null); }}
          />
          <datalist id={`${id}-known`}>
            {(own.data?.results ?? []).filter((tag) => !shown.some((s) => s.id === tag.id)).map((tag) => <option key={tag.id} value={tag.name} />)}
          </datalist>
          <Button type="submit" size="sm" loading={busy} testId="deck-tag-add">Add tag</Button>
          {error && <p id={`${id}-error`} className="field__error" role="alert">{error}</p>}
        </form>
      )}
    </div>
  );
}
