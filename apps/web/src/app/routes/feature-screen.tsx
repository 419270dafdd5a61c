import { Suspense, lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../lib/feedback/index.ts';
import type { FeatureRoute } from '../../lib/routing/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { Forbidden } from './forbidden.tsx';
import { ScreenPending } from '../../components/screen-pending.tsx';

interface FeatureScreenProps {
  route: FeatureRoute;
  Screen: ComponentType | null;
}

/** One console route: refused without its permission, else its title and its screen. */
function FeatureScreen({ route, Screen }: FeatureScreenProps) {
  const { t } = useTranslation();
  const params = useParams();
  const allowed = useCan(route.permission);
  if (!allowed) return <Forbidden />;
  const title = typeof route.title === 'function' ? route.title(params) : route.title;
  return (
    <>
      <PageTitle>{t(title)}</PageTitle>
      {Screen ? (
        <Suspense fallback={<Loading />}>
          <Screen />
        </Suspense>
      ) : (
        <ScreenPending />
      )}
    </>
  );
}

/** The element of a feature route; a lazy screen's code is fetched only once it is allowed and shown. */
export function featureElement(route: FeatureRoute) {
  const Screen = route.screen ? lazy(route.screen) : null;
  return <FeatureScreen route={route} Screen={Screen} />;
}
