/**
 * The email tab (SPEC §5, §7): From ≤ 255, To ≤ 2500 (comma-separated, each trimmed), Message ≤ 2500, all required
 * and validated before sending; one request at a time; success shows a 3 s confirmation and clears recipients and
 * message; any failure says "Failed to send email". Signed-in users only.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LIMITS, MESSAGES, TIMERS, validateEmailShare, type UserJson } from '@podium/shared';
import { ApiError } from '../../api/client';
import { Button } from '../../components/Button';
import { FormError, TextField } from '../../components/TextField';
import { useNotify } from '../../components/notifications';
import { useForm } from '../../forms/useForm';
import { sendDeckShare } from '../../api/sharing';

const recipientsError = (value: string) => validateEmailShare({ from: 'x', to: value, body: 'x' }).to ?? null;

/** EmailTab; `accessTokenId` puts that private link in the e-mail. */
export function EmailTab({ deckId, user, accessTokenId }: { deckId: number; user: UserJson | null; accessTokenId: number | null }) {
  if (!user) {
    return (
      <div className="share-tab" data-testid="share-email-tab">
        <p><Link to={`/users/sign_in?return_to=${encodeURIComponent(window.location.pathname)}`}>Sign in</Link> to send this deck by e-mail.</p>
      </div>
    );
  }
  return <EmailForm deckId={deckId} user={user} accessTokenId={accessTokenId} />;
}

function EmailForm({ deckId, user, accessTokenId }: { deckId: number; user: UserJson; accessTokenId: number | null }) {
  const notify = useNotify();
  const [sent, setSent] = useState(false);
  const form = useForm({
    from: { required: true, max: LIMITS.emailFromMax },
    emails: { required: true, max: LIMITS.emailToMax, validate: recipientsError },
    body: { required: true, max: LIMITS.emailMessageMax },
  }, { from: user.name || user.username });

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), TIMERS.emailSuccessBannerMs);
    return () => window.clearTimeout(timer);
  }, [sent]);

  return (
    <form className="share-tab" noValidate data-testid="share-email-tab" onSubmit={form.onSubmit(async (values) => {
      try {
        await sendDeckShare(deckId, { emails: values.emails, from: values.from, body: values.body, access_token_id: accessTokenId });
        form.reset({ emails: '', body: '' });
        setSent(true);
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) throw error; // field errors go next to their fields
        notify(MESSAGES.failedToSendEmail, { negative: true });
      }
    })}>
      <TextField {...form.field('from')} label="From" testId="email-from" autoComplete="name" />
      <TextField {...form.field('emails')} label="To" hint="Separate addresses with commas." testId="email-to" autoComplete="off" />
      <TextField {...form.field('body')} label="Message" multiline testId="email-body" />
      <FormError message={form.formError} />
      {sent && <p className="alert alert--success" role="status" data-testid="email-sent">{MESSAGES.emailShareSent}</p>}
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={form.submitting} testId="email-send">Send</Button>
      </div>
    </form>
  );
}
