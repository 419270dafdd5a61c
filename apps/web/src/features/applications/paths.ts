import { adminLink } from '../../lib/routing/index.ts';

/** Path of the Applications screen below `/admin`, and its link builder. */
export const APPLICATION_PATHS = { list: 'configurations' } as const;

export const toApplications = () => adminLink(APPLICATION_PATHS.list);
