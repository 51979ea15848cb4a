/** Simple content pages: /pricing, /changelog, /about (#brand), /security/cookies. */
import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_TYPES, CHANGELOG, PLAN_FEATURES, PLAN_NAMES, formatPlanPrice, type AccountType, type BillingPeriod, type PlansJson } from '@podium/shared';
import { fetchPlans } from '../../api/billing';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { useSession } from '../../session/SessionContext';
import { useMarkChangelogSeen } from '../changelog';
import { PlanComparison } from './PlanComparison';
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

/** /pricing: the four plans with prices in force and the SPEC §6 feature matrix; paid plans lead to the upgrade page. */
export function PricingPage() {
  const { user } = useSession();
  const [period, setPeriod] = useState<BillingPeriod>('yearly');
  const plans = useQuery({ queryKey: ['plans'], queryFn: ({ signal }) => fetchPlans(signal) });
  const current: AccountType | null = user ? user.account_type : null;
  const price = (plan: AccountType) => {
    if (plan === 'default') return 'Free';
    if (!plans.data) return plans.isError ? '' : '…';
    const text = formatPlanPrice(plans.data.prices[plan][period], period, plans.data.currency);
    return plan === 'enterprise' ? `${text} per member` : text;
  };
  return (
    <div className="page">
      <title>Pricing · Podium</title>
      <div className="pricing__intro">
        <h1>Plans for every stage</h1>
        <p className="prose__lead">Start free. Upgrade when you need privacy, polish or a whole team.</p>
        <fieldset className="pricing__period" aria-label="Billing period">
          {(['monthly', 'yearly'] as const).map((id) => (
            <label key={id} className="pricing__period-option">
              <input type="radio" name="pricing-period" checked={period === id} onChange={() => setPeriod(id)} data-testid={`pricing-period-${id}`} />
              {id === 'monthly' ? 'Monthly' : 'Yearly'}
            </label>
          ))}
        </fieldset>
        {plans.isError && <p className="alert alert--error" role="alert">Prices could not be loaded. Please reload the page.</p>}
      </div>
      <ul className="pricing__plans">
        {ACCOUNT_TYPES.map((plan) => (
          <li key={plan} className="card pricing__plan" data-testid={`pricing-plan-${plan}`}>
            <h2>{PLAN_NAMES[plan]}</h2>
            <p className="pricing__price">{price(plan)}</p>
            <ul>
              <DeckLimit plan={plan} limits={plans.data?.deck_limits} />
              {PLAN_FEATURES.filter((feature) => feature.plans.includes(plan)).map((feature) => (
                <li key={feature.label}>{feature.label}</li>
              ))}
            </ul>
            <PlanAction plan={plan} current={current} period={period} canBuy={Boolean(user && !user.enterprise && !user.manually_upgraded)} />
          </li>
        ))}
      </ul>
      <PlanComparison price={price} periodLabel={period} />
    </div>
  );
}

/**
 * The plan's deck allowance as configured (DECK_LIMIT_<PLAN>): a number when limited; "unlimited" on the free plan's
 * card, and on a paid plan's card when the free plan has a limit (then it is a reason to upgrade).
 */
function DeckLimit({ plan, limits }: { plan: AccountType; limits: PlansJson['deck_limits'] | undefined }) {
  const limit = limits?.[plan];
  if (limits === undefined || limit === undefined) return null;
  if (limit > 0) return <li>{limit === 1 ? 'One deck' : `Up to ${limit} decks`}</li>;
  if (plan === 'default') return <li>Unlimited public decks</li>;
  return limits.default > 0 ? <li>Unlimited decks</li> : null;
}

/** The button under a plan: sign up, upgrade, "current plan", or why there is nothing to buy here. */
function PlanAction({ plan, current, period, canBuy }: { plan: AccountType; current: AccountType | null; period: BillingPeriod; canBuy: boolean }) {
  if (current === plan) return <p className="muted pricing__action">Your current plan</p>;
  if (plan === 'enterprise') {
    // Enterprise is bought as a team, at team sign-up (seats × the price per member).
    return <ButtonLink to="/teams/new" variant="primary" className="pricing__action" testId="pricing-team-signup">Create a team</ButtonLink>;
  }
  if (plan === 'default') {
    return current === null ? <ButtonLink to="/users/sign_up" className="pricing__action">Sign up for free</ButtonLink> : null;
  }
  if (current !== null && !canBuy) return <p className="muted pricing__action">Your plan is managed for you.</p>;
  const to = `/account/upgrade?plan=${plan}&period=${period}`;
  return (
    <ButtonLink to={current === null ? `/users/sign_in?return_to=${encodeURIComponent(to)}` : to} variant="primary" className="pricing__action" testId={`pricing-upgrade-${plan}`}>
      {current === null ? `Get ${PLAN_NAMES[plan]}` : current === 'default' ? `Upgrade to ${PLAN_NAMES[plan]}` : `Switch to ${PLAN_NAMES[plan]}`}
    </ButtonLink>
  );
}

/** /changelog ("What's new"); visiting it clears the unread counter. */
export function ChangelogPage() {
  const markSeen = useMarkChangelogSeen();
  useEffect(() => markSeen(), [markSeen]);
  return (
    <Prose title="What’s new" lead="The latest improvements to Podium.">
      <ol className="changelog" data-testid="changelog">
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

/** The logo files offered on /about#brand (generated from the app's logo by scripts/gen-brand-logos.mjs). */
const BRAND_FILES = [
  { name: 'Logo', format: 'SVG', file: 'podium-logo.svg', note: 'Any size, for print and the web' },
  { name: 'Logo', format: 'PNG', file: 'podium-logo.png', note: '640 × 160 pixels' },
  { name: 'Mark', format: 'SVG', file: 'podium-mark.svg', note: 'The square mark alone' },
  { name: 'Mark', format: 'PNG', file: 'podium-mark.png', note: '512 × 512 pixels, for app icons and avatars' },
] as const;

/** /about, with the #brand section. */
export function AboutPage() {
  return (
    <Prose title="About Podium" lead="Podium is a web application for creating, presenting and sharing slide decks.">
      <p>
        We believe a good deck should take minutes, not hours, and that it should look right on every screen it is shown on — a
        projector, a laptop or a phone. Everything in Podium happens in the browser, so your decks are always with you.
      </p>
      <p>
        <Link to="/features">See what Podium can do</Link> · <Link to="/changelog">What’s new</Link>
      </p>
      <section id="brand" className="prose__section" aria-labelledby="brand-heading">
        <h2 id="brand-heading">Brand</h2>
        <p>Please use the Podium logo as provided, on a light background, with some room to breathe. Don’t stretch, recolour or redraw it.</p>
        <div className="brand__logo card">
          <img src="/podium-logo.svg" alt="The Podium logo" width={240} height={60} />
        </div>
        <ul className="brand__files" aria-label="Logo files">
          {BRAND_FILES.map((item) => (
            <li key={item.file} className="brand__file card">
              <img src={`/${item.file}`} alt="" className="brand__file-preview" />
              <div>
                <strong>{item.name} · {item.format}</strong>
                <p className="muted">{item.note}</p>
              </div>
              <a className="btn btn--secondary btn--sm" href={`/${item.file}`} download={item.file} data-testid={`brand-download-${item.file}`}>
                Download <span className="visually-hidden">{`${item.name.toLowerCase()} as ${item.format}`}</span>
              </a>
            </li>
          ))}
        </ul>
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
