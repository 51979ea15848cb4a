/** /search?q=…: every deck the user may find for a term, paged on scroll, each opening on the matching slide. */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES, SEARCH, formatViewCount, type SearchResultJson } from '@podium/shared';
import { swatchFor } from '@podium/deck';
import { searchDecks } from '../../api/search';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { Spinner } from '../../components/Spinner';
import { usePagedList } from '../decks';
import { Highlighted, resultPath, slideLabel } from './Highlighted';
import './Search.css';

/** SearchPage. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const [draft, setDraft] = useState(term);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDraft(term), [term]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) { setError(MESSAGES.searchTermMissing); return; }
    setError(null);
    setParams({ q: draft.trim() });
  };

  return (
    <div className="page search-page">
      <title>{term ? `${term} · Search · Podium` : 'Search · Podium'}</title>
      <header className="page__header"><h1>Search</h1></header>
      <form className="search-page__form" role="search" onSubmit={submit} noValidate>
        <TextField
          id="search-page-term"
          name="q"
          label="Search decks"
          type="search"
          value={draft}
          error={error}
          maxLength={SEARCH.maxTermLength}
          testId="search-page-input"
          onChange={(event) => { setDraft(event.target.value); setError(null); }}
        />
        <Button type="submit" variant="primary">Search</Button>
      </form>
      {term ? <Results term={term} /> : <p className="muted">Search titles, tags and the text on every slide of the decks you can see.</p>}
    </div>
  );
}

function Results({ term }: { term: string }) {
  const { list, setSentinel, loadMore } = usePagedList({
    queryKey: ['search-page', term],
    fetchPage: (page, signal) => searchDecks(term, page, signal),
    pageLength: SEARCH.pageLength,
    retry: 1,
  });
  const { hasNextPage, isFetchingNextPage } = list;

  if (list.isPending) return <p className="search-page__total"><Spinner label="Searching" /> Searching…</p>;
  if (list.isError && !list.data) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{MESSAGES.failedToFetchSearchResults}</p>
        <Button size="sm" onClick={() => void list.refetch()}>Try again</Button>
      </div>
    );
  }
  const results = list.data.pages.flatMap((page) => page.results);
  const total = list.data.pages[0]?.total ?? 0;
  if (!results.length) return <p className="search-page__total" role="status">No decks match “{term}”.</p>;
  return (
    <>
      <p className="search-page__total" role="status">{total} {total === 1 ? 'deck' : 'decks'} found</p>
      <ul className="search-results" aria-label={`Results for ${term}`} aria-busy={isFetchingNextPage || undefined}>
        {results.map((result) => <ResultItem key={result.deck.id} result={result} />)}
      </ul>
      <div ref={setSentinel} className="deck-grid__end">
        {isFetchingNextPage && <Spinner label="Loading more results" />}
        {hasNextPage && !isFetchingNextPage && <Button onClick={loadMore}>More results</Button>}
        {list.isFetchNextPageError && <p className="field__error">{MESSAGES.failedToFetchSearchResults}</p>}
      </div>
    </>
  );
}

function ResultItem({ result }: { result: SearchResultJson }) {
  const swatch = swatchFor(result.deck.theme_color);
  return (
    <li className="search-result" data-testid="search-result">
      <div className="search-result__thumb" style={{ background: swatch.background, color: swatch.accent }} aria-hidden="true">
        {result.deck.thumbnail_url ? <img src={result.deck.thumbnail_url} alt="" loading="lazy" /> : result.deck.title}
      </div>
      <div className="search-hit">
        <Link to={resultPath(result)} className="search-hit__title"><Highlighted runs={result.title} /></Link>
        <span className="search-hit__meta">
          by <Link to={`/${result.deck.user.username}`}>{result.deck.user.name || result.deck.user.username}</Link>
          {' · '}{formatViewCount(result.deck.view_count)}
          {result.slide && <> · {slideLabel(result.slide)}</>}
        </span>
        {result.slide && <span className="search-hit__snippet"><Highlighted runs={result.slide.snippet} /></span>}
      </div>
    </li>
  );
}
