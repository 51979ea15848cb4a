/** User settings (SPEC §3 UserSettings) as switches; each change saves at once and reverts if the save fails. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type UserSettings } from '@podium/shared';
import { fetchUserSettings, updateUserSettings } from '../../api/users';
import { Button } from '../../components/Button';
import { useNotify } from '../../components/notifications';
import { Toggle } from '../../components/Toggle';

type BooleanSetting = Exclude<keyof UserSettings, 'media_sources'>;

const SETTINGS: Array<{ key: BooleanSetting; label: string; description: string }> = [
  { key: 'present_controls', label: 'Presentation controls', description: 'Show navigation arrows while presenting.' },
  { key: 'present_upsizing', label: 'Presentation upsizing', description: 'Scale slides up to fill large screens.' },
  { key: 'export_controls', label: 'Controls in exports', description: 'Include navigation arrows in exported decks.' },
  { key: 'export_separate_fragments', label: 'Separate fragments in exports', description: 'Give each fragment step its own page in PDF exports.' },
  { key: 'editor_fixed_notes', label: 'Fixed speaker notes', description: 'Keep the speaker notes panel open in the editor.' },
];

const QUERY_KEY = ['user-settings'] as const;

/** Preferences list. */
export function PreferencesSection() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const settings = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => fetchUserSettings(signal) });
  const save = useMutation({
    mutationFn: (changes: Partial<UserSettings>) => updateUserSettings(changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: QUERY_KEY });
      const previous = queryClient.getQueryData<UserSettings>(QUERY_KEY);
      if (previous) queryClient.setQueryData<UserSettings>(QUERY_KEY, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(QUERY_KEY, context.previous);
      notify(MESSAGES.failedToSave, { negative: true });
    },
    onSuccess: (saved) => queryClient.setQueryData(QUERY_KEY, saved),
  });

  if (settings.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading preferences">
        {SETTINGS.map((setting) => (
          <div key={setting.key} className="skeleton" style={{ height: 48, marginBottom: 8 }} />
        ))}
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <p>Your preferences could not be loaded.</p>
        <Button size="sm" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div>
      {SETTINGS.map((setting) => (
        <Toggle
          key={setting.key}
          label={setting.label}
          description={setting.description}
          checked={settings.data[setting.key]}
          busy={save.isPending && save.variables?.[setting.key] !== undefined}
          testId={`setting-${setting.key}`}
          onChange={(checked) => save.mutate({ [setting.key]: checked })}
        />
      ))}
    </div>
  );
}
