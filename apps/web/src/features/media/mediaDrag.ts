/** Dragging a library medium onto the editor canvas: the drag data type and its payload. */
import type { MediaJson } from '@podium/shared';

export const MEDIA_DRAG_TYPE = 'application/x-podium-media';

/** Puts the medium on a drag (the URL too, so other drop targets get something useful). */
export function startMediaDrag(event: { dataTransfer: DataTransfer }, medium: MediaJson): void {
  event.dataTransfer.setData(MEDIA_DRAG_TYPE, JSON.stringify(medium));
  event.dataTransfer.setData('text/uri-list', new URL(medium.display_url ?? medium.url, window.location.origin).href);
  event.dataTransfer.effectAllowed = 'copy';
}

/** The medium a drop carries, or null. */
export function droppedMedium(dataTransfer: DataTransfer): MediaJson | null {
  const raw = dataTransfer.getData(MEDIA_DRAG_TYPE);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as MediaJson;
  } catch {
    return null;
  }
}

/** Whether a drag over a target carries a medium. */
export const carriesMedium = (dataTransfer: DataTransfer) => [...dataTransfer.types].includes(MEDIA_DRAG_TYPE);
