import { PERMISSIONS } from '@connector/contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { renderScreens } from './render-screens.tsx';

/** Shows where a link led, for screens not under test. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>{`elsewhere ${pathname}${search}`}</p>;
}

interface Options {
  fetch: typeof globalThis.fetch;
  /** The screens under test by their path below `/admin`; every other path shows where it led. */
  screens: Record<string, ReactNode>;
  permissions?: string[];
  language?: string;
}

/** Supplier screens at their paths, for a user holding every permission unless told otherwise. */
export function renderSuppliers(path: string, { fetch, screens, permissions = [...PERMISSIONS], language = 'en' }: Options) {
  const routes = Object.entries(screens).map(([screenPath, element]) => ({ path: screenPath, element }));
  return renderScreens([...routes, { path: '*', element: <Elsewhere /> }], { path, permissions, fetch, language });
}
