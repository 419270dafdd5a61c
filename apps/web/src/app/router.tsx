import { Navigate, type RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/index.ts';
import { featureElement } from './routes/feature-screen.tsx';
import { featureRoutes, HOME_PATH } from './routes/feature-routes.ts';
import { RequireSession } from './routes/require-session.tsx';

const home = <Navigate to={HOME_PATH} replace />;

/** The console's routes: sign-in pages, then every screen under `/admin` behind the session. */
export function createAppRoutes(): RouteObject[] {
  return [
    ...authRoutes,
    {
      path: '/admin',
      Component: RequireSession,
      children: [
        { index: true, element: home },
        ...featureRoutes.map((route) => ({ path: route.path, element: featureElement(route) })),
        { path: '*', element: home },
      ],
    },
    { path: '*', element: home },
  ];
}
