/** The profile picture: upload a new one (cropped square on the server), or remove it after a confirm (DELETE remove_avatar). */
import { useRef, useState } from 'react';
import { MESSAGES, genericMessage, type UserJson } from '@podium/shared';
import { checkImageFile, uploadAvatar } from '../../api/media';
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
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    const problem = file.type === 'image/svg+xml' ? MESSAGES.avatarWrongType : checkImageFile(file);
    if (problem) return setError(problem);
    setError(null);
    setProgress(0);
    try {
      const url = await uploadAvatar(file, setProgress);
      setUser({ ...user, thumbnail_url: url });
      notify('Picture updated');
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : genericMessage());
    } finally {
      setProgress(null);
    }
  };

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
      <div className="account__avatar-actions">
        <Button size="sm" loading={progress !== null} testId="avatar-upload" onClick={() => fileInput.current?.click()}>
          {user.thumbnail_url ? 'Change picture' : 'Upload picture'}
        </Button>
        <input ref={fileInput} type="file" hidden accept="image/png,image/jpeg,image/gif,image/webp" data-testid="avatar-upload-input"
          aria-label="Choose a profile picture"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }} />
        {user.thumbnail_url ? (
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            Remove picture
          </Button>
        ) : (
          <p className="muted">Without a picture, your initials are shown.</p>
        )}
        {progress !== null && <progress max={1} value={progress} aria-label="Uploading picture" />}
        {error && <p className="field__error" role="alert" data-testid="avatar-error">{error}</p>}
      </div>
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
