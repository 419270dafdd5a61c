import type { Permission } from '@connector/contracts';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';

/** A screen loaded on first visit, so the first paint carries only the shell. */
export type LazyScreen = () => Promise<{ default: ComponentType }>;

/** A console screen under `/admin`, declared by the feature that owns it. */
export interface FeatureRoute {
  /** Path below `/admin`, without a leading slash (`users/edit/:userId/:tenantId`). */
  path: string;
  /** Permission needed to open it; null opens it to every signed-in user. */
  permission: Permission | null;
  /** i18n key (`namespace:key`) of the screen title, or a function of the path parameters. */
  title: string | ((params: Params) => string);
  /** The screen; absent until it is delivered, when the console shows a notice instead. */
  screen?: LazyScreen;
}

/** Absolute path of a feature route, for links and menus. */
export function adminPath(route: FeatureRoute): string {
  return `/admin/${route.path}`;
}
