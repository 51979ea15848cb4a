/**
 * The deck password screen: a password link opened before it was unlocked. The right password unlocks the link for
 * the browser session; then the deck loads (or the player page the viewer came from, `next`, opens).
 */
import { useId, useState } from 'react';
import { LIMITS, MESSAGES } from '@podium/shared';
import { ApiError } from '../../api/client';
import { Button } from '../../components/Button';
import { FormError, TextField } from '../../components/TextField';
import { unlockLink } from '../../api/sharing';
import './sharing.css';

/** Whether a failed deck load is a password link asking for its password; gives the link id when so. */
export function passwordLinkId(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const body = error.body as { password_required?: boolean; access_token_id?: number } | null;
  return body?.password_required && typeof body.access_token_id === 'number' ? body.access_token_id : null;
}

/** LinkPasswordGate; `onUnlocked` reloads the deck. */
export function LinkPasswordGate({ tokenId, token, next, onUnlocked }: { tokenId: number; token: string; next: string | null; onUnlocked: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password) { setError(MESSAGES.required); return; }
    setBusy(true);
    setError(null);
    setFormError(null);
    try {
      await unlockLink(tokenId, token, password);
      // Only a path on this site: `next` comes from the URL, and must not send the viewer elsewhere.
      if (next && next.startsWith('/') && !next.startsWith('//')) window.location.assign(next);
      else onUnlocked();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors.password?.[0]) setError(failure.fieldErrors.password[0]);
      else setFormError(failure instanceof Error ? failure.message : MESSAGES.linkPasswordWrong);
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <title>Password required · Podium</title>
      <form className="share-password" noValidate onSubmit={submit} data-testid="link-password-form">
        <h1 className="share-subtitle">{MESSAGES.linkPasswordRequired}</h1>
        <p className="share-muted">Enter the password you were given to open the deck.</p>
        <TextField id={`${id}-password`} name="password" type="password" label="Password" value={password} error={error}
          maxLength={LIMITS.tokenPasswordMax} autoComplete="current-password" autoFocus testId="link-password"
          onChange={(e) => setPassword(e.target.value)} />
        <FormError message={formError} />
        <div className="form-actions">
          <Button type="submit" variant="primary" block loading={busy} testId="link-password-submit">Open deck</Button>
        </div>
      </form>
    </div>
  );
}
