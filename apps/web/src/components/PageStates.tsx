/** Page states every feature shares: the generic base view of unbuilt screens, 404, a full-page loader and a route error. */
import { useEffect, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { genericMessage } from '@podium/shared';
import { ButtonLink } from './Button';
import { Spinner } from './Spinner';
import './PageStates.css';

/** The tidy placeholder every registered-but-unbuilt screen renders (SPEC §2: "a generic base view"). */
export function BaseView({ name, description, children }: { name: string; description?: string; children?: ReactNode }) {
  return (
    <div className="page">
      <title>{`${name} · Podium`}</title>
      <div className="base-view card">
        <p className="eyebrow">Podium</p>
        <h1>{name}</h1>
        <p className="muted">{description ?? 'This page is on its way. Check back soon.'}</p>
        {children}
        <div className="row base-view__actions">
          <ButtonLink to="/">Go to the home page</ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** The 404 page: unknown paths, unknown users and decks one cannot see. */
export function NotFoundView({ what = 'page' }: { what?: string }) {
  return (
    <div className="page" data-testid="not-found">
      <title>Not found · Podium</title>
      <div className="status-view">
        <p className="status-view__code" aria-hidden="true">
          404
        </p>
        <h1>We couldn’t find that {what}</h1>
        <p className="muted">It may have been moved, made private or never existed. Check the address, or start again from the home page.</p>
        <ButtonLink to="/" variant="primary">
          Go to the home page
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * How long a whole-page load may take before its spinner shows. Most loads finish sooner, and then no spinner flashes
 * on screen; an animating spinner also costs a new frame every display refresh while it is there, work that slowed a
 * big deck's editor load by ~100 ms on a 2-core machine.
 */
export const LOADING_SPINNER_DELAY_MS = 400;

/** A load shown by consecutive loading views ("Loading editor…" then "Loading deck…") counts from its first view. */
let lastLoad = { startedAt: -Infinity, endedAt: -Infinity };
const CONSECUTIVE_MS = 100;

/** A centred spinner for whole-page loads, shown once the load has taken LOADING_SPINNER_DELAY_MS. */
export function LoadingView({ label = 'Loading…' }: { label?: string }) {
  const [startedAt] = useState(() => (performance.now() - lastLoad.endedAt < CONSECUTIVE_MS ? lastLoad.startedAt : performance.now()));
  const [slow, setSlow] = useState(() => performance.now() - startedAt >= LOADING_SPINNER_DELAY_MS);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), Math.max(0, startedAt + LOADING_SPINNER_DELAY_MS - performance.now()));
    return () => {
      window.clearTimeout(timer);
      lastLoad = { startedAt, endedAt: performance.now() };
    };
  }, [startedAt]);
  return (
    <div className="page loading-view">
      {slow ? (
        <>
          <Spinner size="lg" label={label} />
          <p className="muted" aria-hidden="true">
            {label}
          </p>
        </>
      ) : (
        <span className="visually-hidden" role="status">
          {label}
        </span>
      )}
    </div>
  );
}

/** The router's error element: a crash in one screen shows this instead of a blank page. */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  console.error(error);
  return (
    <div className="page">
      <title>Error · Podium</title>
      <div className="status-view">
        <h1>{genericMessage()}</h1>
        <p className="muted">Reloading the page usually helps. If it keeps happening, let us know.</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <button type="button" className="btn btn--primary btn--md" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link className="btn btn--secondary btn--md" to="/">
            Home
          </Link>
        </div>
      </div>
    </div>
  );
}
