/** Client of POST /api/v1/embeds/frame_check.json: may this URL be shown in an iframe? */
import { post, ApiError } from '../../../../api/client';

export type FrameCheck = { embeddable: true } | { embeddable: false | null; message: string };

/** The server's answer; an unknown answer (no network, private address) is `null` with nothing to say. */
export async function checkFrame(url: string): Promise<FrameCheck | null> {
  try {
    const { frame_check: result } = await post<{ frame_check: FrameCheck }>('/api/v1/embeds/frame_check.json', { url });
    return result;
  } catch (error) {
    // The server refuses to look at private addresses; the browser may still reach them, so they are not blocked.
    if (error instanceof ApiError && (error.status === 422 || error.status === 429 || error.status === 0)) return null;
    throw error;
  }
}
