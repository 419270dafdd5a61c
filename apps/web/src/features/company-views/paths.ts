import { adminLink } from '../../lib/routing/index.ts';

/** The embedded company report (CMP-5), opened as `/admin/orbis?bvdId=…`. */
export const COMPANY_VIEWS_PATHS = { orbis: 'orbis' } as const;

export const toOrbisReport = (bvdId: string) => `${adminLink(COMPANY_VIEWS_PATHS.orbis)}?${new URLSearchParams({ bvdId })}`;
