/** Simple content pages: /pricing, /changelog, /about (#brand), /security/cookies. */
import { useEffect, type ReactNode } from 'react';
import { ButtonLink } from '../../components/Button';
import { useSession } from '../../session/SessionContext';
import { CHANGELOG } from '../changelog/entries';
import { markChangelogSeen } from '../changelog/unread';
import './StaticPages.css';

function Prose({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="page page--prose prose">
      <title>{`${title} · Podium`}</title>
      <h1>{title}</h1>
      {lead && <p className="prose__lead">{lead}</p>}
      {children}
    </div>
  );
}

const PLANS = [
  { name: 'Free', points: ['Unlimited public decks', 'Present and share from any browser', 'PDF export'] },
  { name: 'Lite', points: ['Everything in Free', 'Private decks', 'Hide the embed footer'] },
  { name: 'Pro', points: ['Everything in Lite', 'Private share links', 'Custom CSS', 'Embed domain whitelist'] },
  { name: 'Enterprise', points: ['Everything in Pro', 'Team decks', 'Team members and roles'] },
];

/** /pricing. */
export function PricingPage() {
  const { user } = useSession();
  return (
    <div className="page">
      <title>Pricing · Podium</title>
      <div className="pricing__intro">
        <h1>Plans for every stage</h1>
        <p className="prose__lead">Start free. Upgrade when you need privacy, polish or a whole team.</p>
      </div>
      <ul className="pricing__plans">
        {PLANS.map((plan) => (
          <li key={plan.name} className="card pricing__plan">
            <h2>{plan.name}</h2>
            <ul>
              {plan.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="row pricing__cta">
        {/* Online upgrade and team sign-up are not built yet: plans are set by the operator (npm run admin). */}
        {user ? (
          <p className="muted">To change your plan, contact the people who run this Podium.</p>
        ) : (
          <ButtonLink to="/users/sign_up" variant="primary">
            Sign up for free
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

/** /changelog ("What's new"); visiting it clears the unread counter. */
export function ChangelogPage() {
  useEffect(() => markChangelogSeen(), []);
  return (
    <Prose title="What’s new" lead="The latest improvements to Podium.">
      <ol className="changelog">
        {CHANGELOG.map((entry) => (
          <li key={entry.id} className="changelog__entry">
            <time dateTime={entry.date}>{new Date(`${entry.date}T12:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'long' })}</time>
            <h2>{entry.title}</h2>
            <p>{entry.body}</p>
          </li>
        ))}
      </ol>
    </Prose>
  );
}

/** /about, with the #brand section. */
export function AboutPage() {
  return (
    <Prose title="About Podium" lead="Podium is a web application for creating, presenting and sharing slide decks.">
      <p>
        We believe a good deck should take minutes, not hours, and that it should look right on every screen it is shown on — a
        projector, a laptop or a phone. Everything in Podium happens in the browser, so your decks are always with you.
      </p>
      <section id="brand" className="prose__section">
        <h2>Brand</h2>
        <p>Please use the Podium logo as provided, on a light background, with some room to breathe.</p>
        <div className="brand__logo card">
          <img src="/podium-logo.svg" alt="The Podium logo" width={240} height={60} />
        </div>
        <p>
          <a href="/podium-logo.svg" download="podium-logo.svg">
            Download logo (SVG)
          </a>
        </p>
      </section>
    </Prose>
  );
}

/** /security/cookies. */
export function CookiesPage() {
  return (
    <Prose title="Cookies" lead="Podium uses as few cookies as it can, and none for advertising.">
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Session cookie</strong> — keeps you signed in. It is HttpOnly (scripts cannot read it) and SameSite=Lax, and it ends
          when you log out.
        </li>
        <li>
          <strong>Security token</strong> — protects your account from requests forged by other sites.
        </li>
        <li>
          <strong>Local storage</strong> — remembers small preferences in your browser, such as which “What’s new” entries you have seen.
        </li>
      </ul>
      <h2>Your choices</h2>
      <p>You can clear cookies and local storage in your browser settings at any time. You will then need to sign in again.</p>
    </Prose>
  );
}
