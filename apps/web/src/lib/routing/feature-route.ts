import type { Permission } from '@connector/contracts';
import type { ComponentType } from 'react';
import { generatePath, type Params } from 'react-router';

/** A screen loaded on first visit, so the first paint carries only the shell. */
export type LazyScreen = () => Promise<{ default: ComponentType }>;

/** A console screen under `/admin`, declared by the feature that owns it. */
export interface FeatureRoute {
  /** Path below `/admin`, without a leading slash (`users/edit/:userId/:tenantId`). */
  path: string;
  /** Permission needed to open it; null opens it to every signed-in user. */
  permission: Permission | readonly Permission[] | null;
  /** i18n key (`namespace:key`) of the screen title, or a function of the path parameters. */
  title: string | ((params: Params) => string);
  /** The screen; absent until it is delivered, when the console shows a notice instead. */
  screen?: LazyScreen;
}

/** Absolute path of a feature route, for links and menus. */
export function adminPath(route: FeatureRoute): string {
  return `/admin/${route.path}`;
}

/** What a feature says of one screen; its path and title follow from the feature's paths and namespace. */
export interface ScreenSpec {
  permission: Permission | readonly Permission[] | null;
  screen?: LazyScreen;
  /** Only when the title is not `<namespace>:titles.<key>`. */
  title?: FeatureRoute['title'];
}

/**
 * A feature's routes, one per key of its paths: the screen's path is `paths[key]` and its title
 * the i18n key `<namespace>:titles.<key>` unless it names its own.
 */
export function defineRoutes<const P extends Record<string, string>>(
  namespace: string,
  paths: P,
  screens: { [K in keyof P]: ScreenSpec },
): { [K in keyof P]: FeatureRoute } {
  const entries = Object.entries(paths).map(([key, path]) => {
    const { title, ...spec } = screens[key] as ScreenSpec;
    return [key, { path, title: title ?? `${namespace}:titles.${key}`, ...spec }];
  });
  return Object.fromEntries(entries) as { [K in keyof P]: FeatureRoute };
}

/** The absolute link of a path below `/admin`, its `:params` filled in and encoded. */
export function adminLink(path: string, params?: Record<string, string>): string {
  return generatePath(`/admin/${path}`, params);
}
