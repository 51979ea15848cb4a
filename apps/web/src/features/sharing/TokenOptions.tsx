/**
 * The options panel of one private link: name, password, notify-on-first-view, first-opened time and link type.
 * Autosave (SPEC §4): one second after typing stops, at once on a change, only when something differs from what is
 * stored; an empty name is saved as "Untitled" (by the server, whose answer replaces the field).
 */
import { useId, useRef, useState } from 'react';
import { LIMITS, MESSAGES, TIMERS, notifyOptionShown, type AccessTokenJson, type LinkType } from '@podium/shared';
import { useNotify } from '../../components/notifications';
import { TextField } from '../../components/TextField';
import { Button } from '../../components/Button';
import { TimeAgo } from '../../components/TimeAgo';
import { updateAccessToken, type AccessTokenChanges } from '../../api/sharing';
import { useDebouncedSave } from './useDebouncedSave';

interface Values { name: string; password: string; link_type: LinkType; notify_on_view: boolean }

export interface TokenOptionsProps {
  deckId: number;
  token: AccessTokenJson;
  privileges: { notifyViaEmail: boolean };
  presenterOffered: boolean;
  onSaved: (token: AccessTokenJson) => void;
}

/** Options panel; give it `key={token.id}` so switching links starts from that link's stored values. */
export function TokenOptions({ deckId, token, privileges, presenterOffered, onSaved }: TokenOptionsProps) {
  const notify = useNotify();
  const ids = useId();
  const initial: Values = { name: token.name, password: '', link_type: token.link_type, notify_on_view: token.notify_on_view };
  const [values, setValues] = useState<Values>(initial);
  const [hasPassword, setHasPassword] = useState(token.has_password);
  const stored = useRef<Values>(initial);
  const current = useRef<Values>(initial);

  /** Sends the changes; on failure the stored values and the fields showing them go back, so the next edit sends them again. */
  const persist = (changes: AccessTokenChanges) => {
    const before = stored.current;
    stored.current = { ...before, ...changes } as Values;
    updateAccessToken(deckId, token.id, changes).then((saved) => {
      stored.current = { ...stored.current, name: saved.name };
      // An empty name comes back as "Untitled": show it unless the user has typed on since.
      if (changes.name !== undefined && current.current.name === changes.name && saved.name !== changes.name) {
        current.current = { ...current.current, name: saved.name };
        setValues(current.current);
      }
      setHasPassword(saved.has_password);
      onSaved(saved);
      notify(MESSAGES.linkSettingsSaved);
    }, () => {
      stored.current = before;
      // The fields go back to what is stored, unless typed on since (that text waits for its own save).
      const sent = changes as Partial<Values>;
      const untouched = (Object.keys(sent) as (keyof Values)[]).filter((key) => current.current[key] === sent[key]);
      if (untouched.length) {
        current.current = { ...current.current, ...Object.fromEntries(untouched.map((key) => [key, before[key]])) };
        setValues(current.current);
      }
      notify(MESSAGES.linkSettingsFailed, { negative: true });
    });
  };
  const save = () => {
    const changes: AccessTokenChanges = {};
    for (const key of ['name', 'password', 'link_type', 'notify_on_view'] as const) {
      if (current.current[key] !== stored.current[key]) (changes as Record<string, unknown>)[key] = current.current[key];
    }
    if (Object.keys(changes).length) persist(changes);
  };
  const { schedule, now } = useDebouncedSave(save, TIMERS.linkSettingsAutosaveMs);
  const change = (patch: Partial<Values>, immediate: boolean) => {
    current.current = { ...current.current, ...patch };
    setValues(current.current);
    if (immediate) now();
    else schedule();
  };

  return (
    <div className="share-options" data-testid="token-options">
      <TextField
        id={`${ids}-name`} name="name" label="Name" value={values.name} error={null} max={LIMITS.tokenNameMax}
        maxLength={LIMITS.tokenNameMax} testId="token-name" onChange={(e) => change({ name: e.target.value }, false)}
      />
      <TextField
        id={`${ids}-password`} name="password" type="password" autoComplete="new-password" label="Password (optional)"
        value={values.password} error={null} maxLength={LIMITS.tokenPasswordMax} testId="token-password"
        hint={hasPassword ? 'A password is set. Type a new one to change it.' : 'Viewers must enter it to open the link.'}
        onChange={(e) => change({ password: e.target.value }, false)}
      />
      {hasPassword && (
        <Button size="sm" variant="ghost" testId="token-remove-password" onClick={() => {
          current.current = { ...current.current, password: '' };
          setValues(current.current);
          persist({ password: '' });
        }}>
          Remove password
        </Button>
      )}
      {notifyOptionShown(privileges, token.deck_view_count) && (
        <label className="share-check">
          <input type="checkbox" checked={values.notify_on_view} data-testid="token-notify"
            onChange={(e) => change({ notify_on_view: e.target.checked }, true)} />
          E-mail me when someone opens this link for the first time
        </label>
      )}
      <p className="share-muted" data-testid="token-first-viewed">
        {token.first_viewed_at ? <>First opened <TimeAgo iso={token.first_viewed_at} /></> : 'Not opened yet'}
      </p>
      <fieldset className="share-radios">
        <legend>Link type</legend>
        <label className="share-check">
          <input type="radio" name={`${ids}-type`} checked={values.link_type === 'view'} data-testid="token-type-view"
            onChange={() => change({ link_type: 'view' }, true)} />
          Viewer link
        </label>
        {(presenterOffered || values.link_type === 'presenter') && (
          <label className="share-check">
            <input type="radio" name={`${ids}-type`} checked={values.link_type === 'presenter'} data-testid="token-type-presenter"
              onChange={() => change({ link_type: 'presenter' }, true)} />
            Presenter link
          </label>
        )}
      </fieldset>
    </div>
  );
}
