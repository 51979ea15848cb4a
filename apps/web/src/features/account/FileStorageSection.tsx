/**
 * File storage for deck sync (SPEC §1): the WebDAV address, username, password or app token and folder. Saving tests
 * the connection first; the server says which field is wrong. The saved password is never sent back to the page.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SYNC_MESSAGES, type FileStorageView } from '@podium/shared';
import { fetchFileStorage, removeFileStorage, saveFileStorage } from '../../api/sync';
import { Button } from '../../components/Button';
import { useNotify } from '../../components/notifications';
import { Spinner } from '../../components/Spinner';
import { FormError, TextField } from '../../components/TextField';
import { useForm } from '../../forms/useForm';

export const FILE_STORAGE_QUERY = ['file-storage'] as const;

/** The connection form, once the saved connection (if any) has loaded. */
export function FileStorageSection() {
  const storage = useQuery({ queryKey: FILE_STORAGE_QUERY, queryFn: ({ signal }) => fetchFileStorage(signal) });
  if (storage.isPending) return <Spinner label="Loading file storage" />;
  if (storage.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <p>Your file storage settings could not be loaded.</p>
        <Button size="sm" onClick={() => void storage.refetch()}>Try again</Button>
      </div>
    );
  }
  return <FileStorageForm key={storage.data?.updated_at ?? 'none'} current={storage.data} />;
}

function FileStorageForm({ current }: { current: FileStorageView | null }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const form = useForm(
    { url: { required: true }, username: { required: true }, password: { required: !current }, folder: {} },
    { url: current?.url ?? '', username: current?.username ?? '', folder: current?.folder ?? 'Podium' },
  );
  const disconnect = useMutation({
    mutationFn: removeFileStorage,
    onSuccess: () => {
      queryClient.setQueryData(FILE_STORAGE_QUERY, null);
      notify(SYNC_MESSAGES.disconnected);
    },
    onError: () => notify('The file storage could not be disconnected. Please try again.', { negative: true }),
  });
  return (
    <form
      noValidate
      data-testid="file-storage-form"
      onSubmit={form.onSubmit(async (values) => {
        const saved = await saveFileStorage({
          provider: 'webdav', url: values.url.trim(), username: values.username.trim(), folder: values.folder.trim(),
          ...(values.password ? { password: values.password } : {}),
        });
        queryClient.setQueryData(FILE_STORAGE_QUERY, saved);
        notify(SYNC_MESSAGES.connected);
      })}
    >
      <p className="field__hint">
        Decks you choose to sync are saved as PDF or ZIP files in your own storage. Nextcloud, ownCloud and most NAS
        devices work: use their WebDAV address.
      </p>
      {current && (
        <p className="alert alert--success account__file-storage-connected" data-testid="file-storage-connected">
          Connected to {current.url} as {current.username}.
        </p>
      )}
      <TextField {...form.field('url')} label="WebDAV address" type="url" autoComplete="url" inputMode="url" testId="file-storage-url"
        placeholder="https://cloud.example.com/remote.php/dav/files/alice/"
        hint="Nextcloud and ownCloud show it under Files › Settings › WebDAV." />
      <TextField {...form.field('username')} label="Username" autoComplete="username" testId="file-storage-username" />
      <TextField {...form.field('password')} label="Password or app token" type="password" autoComplete="new-password" testId="file-storage-password"
        hint={current ? 'Leave empty to keep the saved one. It is stored encrypted and never shown again.' : 'An app token is safer than your main password. It is stored encrypted.'} />
      <TextField {...form.field('folder')} label="Folder" testId="file-storage-folder" hint="Created if it does not exist. Leave empty for the top folder." />
      <FormError message={form.formError} />
      <div className="form-actions">
        <Button type="submit" variant="primary" loading={form.submitting} testId="file-storage-save">
          {current ? 'Test and save' : 'Connect'}
        </Button>
        {current && (
          <Button variant="danger" loading={disconnect.isPending} onClick={() => disconnect.mutate()} testId="file-storage-disconnect">
            Disconnect
          </Button>
        )}
      </div>
    </form>
  );
}
