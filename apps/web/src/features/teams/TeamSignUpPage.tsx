/**
 * /teams/new (SPEC §2 team sign-up): the owner's account (a new one, or the signed-in user), the team's
 * name and slug (SPEC §5, checked live; a taken slug says "That organization name is already taken"), the billing
 * period and the card paying the first period (the PaymentProvider's test cards or Stripe's card element). The address
 * follows the name until it is edited. On success the owner is an enterprise user and lands on the team's members page
 * on the team's own address, signed in there by a one-time link, ready to invite people.
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  LIMITS, MESSAGES, TEAM_NAME_MAX, formatPlanPrice, suggestTeamSlug, validateEmail, validatePassword, validateTeamSlug, validateUsername,
  type BillingPeriod, type PlansJson,
} from '@podium/shared';
import { fetchPlans } from '../../api/billing';
import { createTeam, fetchTeamHost } from '../../api/teams';
import { signUp } from '../../api/users';
import { ApiError } from '../../api/client';
import { Button, ButtonLink } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { FormError, TextField } from '../../components/TextField';
import { useForm } from '../../forms/useForm';
import { useSession } from '../../session/SessionContext';
import { CardFields, StripeCardField, type StripeCard, cardRules, testCardPayment } from '../billing';
import { usernameAvailability } from '../account';
import { teamAddress, teamSlugAvailability } from './teamSlugCheck';
import './teams.css';

const lower = (value: string) => value.toLowerCase();

/** The team sign-up page. */
export function TeamSignUpPage() {
  const { user } = useSession();
  const plans = useQuery({ queryKey: ['plans'], queryFn: ({ signal }) => fetchPlans(signal) });
  return (
    <div className="page page--narrow teams">
      <title>Create a team · Podium</title>
      <div className="page__header">
        <div>
          <p className="eyebrow">Podium for teams</p>
          <h1>Create your team</h1>
          <p className="muted">Internal decks, shared themes and templates, and one bill for everyone.</p>
        </div>
      </div>
      {user?.team ? (
        <div className="card empty-state" data-testid="team-signup-member">
          <h2>You already belong to {user.team.name ?? user.team.slug}</h2>
          <p>{MESSAGES.alreadyInTeam}</p>
          {user.enterprise_manager && <ButtonLink to="/edit_members" variant="primary">Team members</ButtonLink>}
        </div>
      ) : plans.isPending ? (
        <Spinner label="Loading plans" />
      ) : plans.isError ? (
        <div className="alert alert--error" role="alert">
          {MESSAGES.billingFetchError} <Button size="sm" onClick={() => void plans.refetch()}>Try again</Button>
        </div>
      ) : (
        <TeamSignUpForm plans={plans.data} />
      )}
    </div>
  );
}

function TeamSignUpForm({ plans }: { plans: PlansJson }) {
  const { user, setUser } = useSession();
  // The address is suggested from the name until the user edits it.
  const slugEdited = useRef(false);
  const [period, setPeriod] = useState<BillingPeriod>('yearly');
  const [stripeCard, setStripeCard] = useState<StripeCard | null>(null);
  const stripe = plans.provider === 'stripe';
  const signedIn = Boolean(user);
  // The security code rule reads the number typed so far (3 digits, or 3-4 for amex).
  const cardNumber = useRef('');
  const form = useForm({
    name: { required: true, max: TEAM_NAME_MAX },
    slug: { required: true, validate: validateTeamSlug, check: teamSlugAvailability(), transform: lower, max: LIMITS.usernameMax },
    username: { required: !signedIn, validate: validateUsername, check: usernameAvailability(), transform: lower, max: LIMITS.usernameMax },
    email: { required: !signedIn, validate: validateEmail },
    password: { required: !signedIn, validate: validatePassword },
    ...cardRules(() => cardNumber.current),
    ...(stripe ? { card_number: {}, cvc: {}, expiry: {} } : {}),
  });
  cardNumber.current = form.values.card_number;
  const seat = plans.prices.enterprise[period];
  const host = useQuery({ queryKey: ['team-host'], queryFn: ({ signal }) => fetchTeamHost(signal), staleTime: Infinity });
  const slugNow = form.values.slug.trim().toLowerCase();

  const submit = form.onSubmit(async (values) => {
    if (stripe && !stripeCard) return;
    if (!user) {
      // The owner's account first; a failed payment below leaves them signed in, so a retry skips this step.
      setUser(await signUp({ username: values.username.trim(), email: values.email.trim(), password: values.password }));
    }
    const payment = stripe ? await stripeCard!.createPayment() : testCardPayment(values);
    try {
      const result = await createTeam({ name: values.name.trim(), slug: values.slug.trim() }, { period, payment });
      setUser(result.user);
      // The team lives on its own address, where sessions are separate: a one-time link signs the owner in there.
      window.location.assign(result.handoff_url);
    } catch (error) {
      // The card's refusal belongs at the card number.
      if (error instanceof ApiError && error.fieldErrors.payment && !stripe) {
        form.showServerError(new ApiError(error.status, error.message, { card_number: error.fieldErrors.payment }));
        return;
      }
      throw error;
    }
  });

  return (
    <form className="stack" noValidate onSubmit={submit} aria-label="Create your team">
      <section className="card stack" aria-labelledby="team-signup-team">
        <h2 id="team-signup-team">Your team</h2>
        <TextField
          {...form.field('name')}
          onChange={(event) => {
            form.setValue('name', event.target.value);
            const suggestion = suggestTeamSlug(event.target.value);
            if (!slugEdited.current && (suggestion || form.values.slug)) form.setValue('slug', suggestion);
          }}
          label="Team name"
          autoComplete="organization"
          testId="team-signup-name"
        />
        <TextField
          {...form.field('slug')}
          onChange={(event) => {
            slugEdited.current = event.target.value !== '';
            form.setValue('slug', event.target.value);
          }}
          label="Team address"
          hint={host.data ? `Your team will live at ${teamAddress(host.data.url_template, slugNow)}. Letters, numbers, - and _.` : 'Letters, numbers, - and _.'}
          autoCapitalize="none"
          spellCheck={false}
          testId="team-signup-slug"
        />
      </section>
      {user ? (
        <p className="alert alert--info" data-testid="team-signup-owner">
          You will own this team as <strong>{user.username}</strong>. Not you? <Link to="/users/sign_out">Sign out</Link>
        </p>
      ) : (
        <section className="card stack" aria-labelledby="team-signup-account">
          <h2 id="team-signup-account">Your account</h2>
          <p className="muted">
            You will be the team’s owner. Already have an account? <Link to="/users/sign_in?return_to=%2Fteams%2Fnew">Sign in first</Link>
          </p>
          <TextField {...form.field('username')} label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} testId="team-signup-username" />
          <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" testId="team-signup-email" />
          <TextField {...form.field('password')} label="Password" type="password" hint="At least 6 characters." autoComplete="new-password" testId="team-signup-password" />
        </section>
      )}
      <section className="card stack" aria-labelledby="team-signup-plan">
        <h2 id="team-signup-plan">Enterprise plan</h2>
        <fieldset className="billing__choices billing__choices--inline">
          <legend>Billing period</legend>
          {(['monthly', 'yearly'] as const).map((id) => (
            <label key={id} className="billing__choice">
              <input type="radio" name="period" value={id} checked={period === id} onChange={() => setPeriod(id)} data-testid={`team-signup-period-${id}`} />
              <span className="billing__choice-body">
                <strong>{id === 'monthly' ? 'Monthly' : 'Yearly'}</strong>
                <span className="muted">{formatPlanPrice(plans.prices.enterprise[id], id, plans.currency)} per member</span>
              </span>
            </label>
          ))}
        </fieldset>
        <p className="muted">You pay for one member (you) now; the team’s cost is its active members × the price per member.</p>
        {stripe ? (
          <StripeCardField publishableKey={plans.publishable_key ?? ''} onReady={setStripeCard} testId="team-signup-stripe-card" />
        ) : (
          <>
            <CardFields number={form.field('card_number')} expiry={form.field('expiry')} cvc={form.field('cvc')} testPrefix="team-signup" />
            <p className="muted billing__test-note">Test payments: no money is charged. Card 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.</p>
          </>
        )}
        <FormError message={form.formError} />
        <div className="form-actions">
          <Button type="submit" variant="primary" loading={form.submitting} disabled={stripe && !stripeCard} testId="team-signup-submit">
            Create team and pay {formatPlanPrice(seat, period, plans.currency)}
          </Button>
        </div>
      </section>
    </form>
  );
}
