/**
 * The search box in the global header: results as you type (debounced), arrow keys to pick one, Enter to open it or
 * to see every result on /search. Opening a result lands on the slide where the text is.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGES, SEARCH } from '@podium/shared';
import { searchDecks } from '../../api/search';
import { Spinner } from '../../components/Spinner';
import { Highlighted, resultPath, slideLabel } from './Highlighted';
import { useDebounced } from './useDebounced';
import './Search.css';

/** HeaderSearch. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState<string | null>(null);
  const box = useRef<HTMLFormElement>(null);
  const settled = useDebounced(term.trim(), SEARCH.typeaheadDebounceMs);
  const results = useQuery({
    queryKey: ['search', settled, 1],
    queryFn: ({ signal }) => searchDecks(settled, 1, signal),
    enabled: open && settled.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });

  // A new page closes the panel (a result or "all results" was opened).
  useEffect(() => { setOpen(false); setActive(-1); }, [location.pathname, location.search]);

  const shown = settled && results.data ? results.data.results.slice(0, SEARCH.typeaheadResults) : [];
  const listId = `${id}-results`;
  const allPath = `/search?q=${encodeURIComponent(term.trim())}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim()) { setMessage(MESSAGES.searchTermMissing); return; }
    const picked = active >= 0 ? shown[active] : undefined;
    setOpen(false);
    void navigate(picked ? resultPath(picked) : allPath);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') { setOpen(false); setActive(-1); return; }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    if (!shown.length) return;
    // -1 is the input itself: moving past either end returns to it.
    const last = shown.length - 1;
    setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : (current <= -1 ? last : current - 1)));
  };

  const panel = open && term.trim().length > 0;
  return (
    <form
      ref={box}
      role="search"
      className="header-search"
      onSubmit={submit}
      onBlur={(event) => { if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false); }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">Search decks</label>
      <input
        id={`${id}-input`}
        className="header-search__input"
        type="search"
        placeholder="Search decks"
        autoComplete="off"
        role="combobox"
        aria-expanded={panel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && shown[active] ? `${listId}-${active}` : undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        data-testid="header-search-input"
        value={term}
        maxLength={SEARCH.maxTermLength}
        onChange={(event) => { setTerm(event.target.value); setOpen(true); setActive(-1); setMessage(null); }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {message && <p id={`${id}-message`} className="header-search__message" role="alert">{message}</p>}
      {panel && (
        <div className="header-search__panel" data-testid="header-search-panel">
          {results.isError ? (
            <p className="header-search__status alert alert--error" role="alert">{MESSAGES.failedToFetchSearchResults}</p>
          ) : !results.data || ((settled !== term.trim() || results.isFetching) && !results.data.results.length) ? (
            <p className="header-search__status" aria-live="polite"><Spinner label="Searching" /> Searching…</p>
          ) : results.data.results.length === 0 ? (
            <p className="header-search__status" aria-live="polite">No decks match “{settled}”.</p>
          ) : (
            <>
              <ul id={listId} role="listbox" aria-label="Search results" className="header-search__list">
                {shown.map((result, index) => (
                  <li key={result.deck.id} id={`${listId}-${index}`} role="option" aria-selected={index === active}>
                    <Link
                      to={resultPath(result)}
                      className={`search-hit search-hit--compact${index === active ? ' is-active' : ''}`}
                      data-testid="search-hit"
                      tabIndex={-1}
                      onMouseDown={(event) => event.preventDefault()}
                    >
                      <span className="search-hit__title"><Highlighted runs={result.title} /></span>
                      <span className="search-hit__meta">
                        {result.deck.user.username}
                        {result.slide && <> · {slideLabel(result.slide)}</>}
                      </span>
                      {result.slide && <span className="search-hit__snippet"><Highlighted runs={result.slide.snippet} /></span>}
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to={allPath} className="header-search__all" data-testid="header-search-all" onMouseDown={(event) => event.preventDefault()}>
                See all {results.data.total} {results.data.total === 1 ? 'result' : 'results'}
              </Link>
            </>
          )}
        </div>
      )}
    </form>
  );
}
