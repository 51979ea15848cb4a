/** Importing decks from files: the buttons, the drop zone and the import's progress. */
export { HeaderImport } from './HeaderImport';
export { ImportButton } from './ImportButton';
export { ImportDropZone } from './ImportDropZone';
export { ImportStatus } from './ImportStatus';
export { useImportFlow, type ImportFlow } from './useImportFlow';
export { useResumeImport } from './useResumeImport';
