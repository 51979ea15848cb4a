/**
 * "Import" next to the header's New deck button: the new-deck flow's way to start from a file instead of a blank deck.
 * The same file chooser and import card as the profile's; the card floats under the header (on any page) until the
 * new deck opens in the editor, or says why the import failed. It is portalled to <body>: the header slides away
 * (a transform) when the page scrolls, which would take a fixed card inside it along.
 */
import { createPortal } from 'react-dom';
import { ImportButton } from './ImportButton';
import { ImportStatus } from './ImportStatus';
import { useImportFlow } from './useImportFlow';
import './import.css';

export function HeaderImport({ username }: { username: string }) {
  const flow = useImportFlow();
  return (
    <>
      <ImportButton flow={flow} testId="header-import" variant="secondary" />
      {flow.state.phase !== 'idle' && createPortal(
        <div className="header-import__card">
          <ImportStatus flow={flow} username={username} />
        </div>,
        document.body,
      )}
    </>
  );
}
