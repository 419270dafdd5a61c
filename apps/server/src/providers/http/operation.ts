import { ARIBA_PATHS } from '@connector/contracts/providers/ariba';
import { CATALYST_PATHS } from '@connector/contracts/providers/catalyst';
import { ORBIS_PATHS } from '@connector/contracts/providers/orbis';
import { SUPPLY_CHAIN_PATHS } from '@connector/contracts/providers/supply-chain';

/** Every path template the adapters call, as a matcher of the filled path. */
const TEMPLATES = [
  ...new Set<string>([ARIBA_PATHS, CATALYST_PATHS, ORBIS_PATHS, SUPPLY_CHAIN_PATHS].flatMap((paths) => Object.values(paths))),
].map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}));

/**
 * The operation a call is counted and traced under: its method and the template of its path, so
 * ids, vendors and realms never become label values. A path of no known template is `other`.
 */
export function operationOf(method: string, path: string): string {
  const bare = path.split('?', 1)[0] ?? path;
  const known = TEMPLATES.find(({ pattern }) => pattern.test(bare));
  return `${method} ${known ? known.template : 'other'}`;
}
