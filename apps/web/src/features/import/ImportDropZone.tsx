/** Drag a file anywhere onto the wrapped area to import it: an outline and a hint show while a file is over it. */
import { useRef, useState, type ReactNode } from 'react';
import { IMPORT_FORMAT_NAMES, IMPORT_FORMATS, MESSAGES } from '@podium/shared';
import type { ImportFlow } from './useImportFlow';
import { useImportFormats } from './ImportButton';

const carriesFiles = (event: React.DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

export function ImportDropZone({ flow, children, className }: { flow: ImportFlow; children: ReactNode; className?: string }) {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const formats = useImportFormats();
  const kinds = IMPORT_FORMATS.filter((id) => formats.data?.includes(id)).map((id) => IMPORT_FORMAT_NAMES[id]);
  return (
    <div
      className={`import-drop ${over ? 'is-over' : ''} ${className ?? ''}`.trim()}
      data-testid="import-drop-zone"
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = flow.busy ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file && !flow.busy) flow.start(file);
      }}
    >
      {children}
      {over && (
        <div className="import-drop__hint" aria-hidden="true">
          <p className="import-drop__title">{MESSAGES.importDropHint}</p>
          {kinds.length > 0 && <p className="import-drop__kinds">{kinds.join(' · ')}</p>}
        </div>
      )}
    </div>
  );
}
