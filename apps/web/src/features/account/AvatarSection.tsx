/** The profile picture: upload a new one (cropped square on the server), or remove it after a confirm (DELETE remove_avatar). */
import { useRef } from 'react';
import type { UserJson } from '@podium/shared';
import { uploadAvatar } from '../../api/media';
import { removeAvatar } from '../../api/users';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Prompt } from '../../components/Prompt';
import { useSession } from '../../session/SessionContext';
import { usePictureSetting } from '../media';

/** Avatar preview and removal. */
export function AvatarSection({ user }: { user: UserJson }) {
  const { setUser } = useSession();
  const fileInput = useRef<HTMLInputElement>(null);
  const { progress, error, confirming, setConfirming, busy, onFileChosen, confirmRemove } = usePictureSetting({
    upload: async (file, onProgress) => setUser({ ...user, thumbnail_url: await uploadAvatar(file, onProgress) }),
    remove: async () => setUser({ ...user, thumbnail_url: await removeAvatar() }),
    uploaded: 'Picture updated',
    removed: 'Picture removed',
  });

  return (
    <div className="account__avatar">
      <Avatar username={user.username} name={user.name} src={user.thumbnail_url} size={72} alt={`${user.username}'s picture`} />
      <div className="account__avatar-actions">
        <Button size="sm" loading={progress !== null} testId="avatar-upload" onClick={() => fileInput.current?.click()}>
          {user.thumbnail_url ? 'Change picture' : 'Upload picture'}
        </Button>
        <input ref={fileInput} type="file" hidden accept="image/png,image/jpeg,image/gif,image/webp" data-testid="avatar-upload-input"
          aria-label="Choose a profile picture" onChange={onFileChosen} />
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
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(false)}
      >
        <p>Your initials will be shown instead.</p>
      </Prompt>
    </div>
  );
}
