/**
 * Videos on paper: a printed page cannot play, and a `<video>` with controls prints its player bar ("0:00 / 0:03")
 * over a black frame. In the print view a video with a poster (the frame the media pipeline took from an uploaded
 * video, or the author's own) becomes that image; one without shows its first frame, with no player controls.
 */

/** The image that stands for a video on a printed page (same box, same fit, the video's label as its text). */
function posterImage(video: HTMLVideoElement, poster: string): HTMLImageElement {
  const image = document.createElement('img');
  image.src = poster;
  image.alt = video.getAttribute('aria-label') ?? '';
  image.className = video.className;
  image.style.objectFit = 'contain';
  image.dataset.printedVideo = 'poster';
  return image;
}

/** Resolves once the video shows its first frame, or cannot (an error or a refused address). */
function firstFrame(video: HTMLVideoElement): Promise<void> {
  return new Promise((resolve) => {
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return resolve();
    video.addEventListener('loadeddata', () => resolve(), { once: true });
    video.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Replaces each slide video by its poster, or strips its controls and loads its first frame; resolves once those
 * frames are in (posters are images: the print view waits for them with the others).
 */
export async function printVideos(root: ParentNode = document): Promise<void> {
  const frames: Array<Promise<void>> = [];
  for (const video of root.querySelectorAll<HTMLVideoElement>('.reveal .slides video')) {
    const poster = video.getAttribute('poster');
    if (poster) {
      video.replaceWith(posterImage(video, poster));
      continue;
    }
    video.removeAttribute('controls');
    video.controls = false;
    const src = video.getAttribute('data-src');
    if (!src && !video.getAttribute('src')) continue;
    video.preload = 'auto';
    if (src) {
      video.removeAttribute('data-src');
      video.src = src;
    }
    frames.push(firstFrame(video));
  }
  await Promise.all(frames);
}
