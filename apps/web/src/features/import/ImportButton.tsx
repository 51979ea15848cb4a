/** "Import": opens the file chooser (keyboard reachable; the hidden input is labelled) and starts the import. */
import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { IMPORT_EXTENSIONS } from '@podium/shared';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/Button';
import { listImports } from './importApi';
import type { ImportFlow } from './useImportFlow';

/** The query key of the user's recent imports. */
export const IMPORTS_KEY = ['imports'] as const;

/** The user's recent imports and what this server imports (one query: the buttons, the drop hint, resuming). */
export function useImportList() {
  return useQuery({ queryKey: IMPORTS_KEY, queryFn: ({ signal }) => listImports(signal) });
}

/** What this server imports (formats from the API). */
export function useImportFormats() {
  const list = useImportList();
  return { data: list.data?.formats };
}

export function ImportButton({ flow, size = 'sm', variant = 'secondary', testId = 'import-button', label = 'Import' }: {
  flow: ImportFlow; size?: ButtonSize; variant?: ButtonVariant; testId?: string; label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const formats = useImportFormats();
  const accept = formats.data?.map((id) => IMPORT_EXTENSIONS[id]).join(',');
  return (
    <>
      <Button size={size} variant={variant} loading={flow.busy} onClick={() => input.current?.click()} testId={testId}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Choose a file to import"
        data-testid={`${testId}-input`}
        {...(accept ? { accept } : {})}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) flow.start(file);
        }}
      />
    </>
  );
}
