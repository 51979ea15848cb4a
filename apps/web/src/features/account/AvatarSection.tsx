/** The profile picture with a confirm-first "Remove picture" action (DELETE remove_avatar). */
import { useState } from 'react';
import { MESSAGES, type UserJson } from '@podium/shared';
import { removeAvatar } from '../../api/users';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { useNotify } from '../../components/notifications';
import { Prompt } from '../../components/Prompt';
import { useSession } from '../../session/SessionContext';

/** Avatar preview and removal. */
export function AvatarSection({ user }: { user: UserJson }) {
  const { setUser } = useSession();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      const thumbnail = await removeAvatar();
      setUser({ ...user, thumbnail_url: thumbnail });
      notify('Picture removed');
    } catch {
      notify(MESSAGES.imageRemoveError, { negative: true });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className="account__avatar">
      <Avatar username={user.username} name={user.name} src={user.thumbnail_url} size={72} alt={`${user.username}'s picture`} />
      {user.thumbnail_url ? (
        <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
          Remove picture
        </Button>
      ) : (
        <p className="muted">Without a picture, your initials are shown.</p>
      )}
      <Prompt
        open={confirming}
        title="Remove picture?"
        confirmLabel="Remove"
        confirmVariant="danger"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>Your initials will be shown instead.</p>
      </Prompt>
    </div>
  );
}
