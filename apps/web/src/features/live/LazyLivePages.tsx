/** The live screens' route elements, loaded on demand: Socket.IO and the live code stay out of the main bundle. */
import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingView } from '../../components/PageStates';

const load = () => import('./LivePages');
const lazyPage = (pick: (m: Awaited<ReturnType<typeof load>>) => ComponentType) => {
  const Page = lazy(() => load().then((m) => ({ default: pick(m) })));
  return function LazyLivePage() {
    return (
      <Suspense fallback={<LoadingView label="Loading presentation…" />}>
        <Page />
      </Suspense>
    );
  };
};

/** `/{user}/{slug}/live`. */
export const LazyPresenterRoute = lazyPage((m) => m.PresenterRoute);
/** `/d/{id}/live`. */
export const LazyViewerRoute = lazyPage((m) => m.ViewerRoute);
/** `/d/{id}/speaker/{speaker_token}`. */
export const LazySpeakerLinkRoute = lazyPage((m) => m.SpeakerLinkRoute);
