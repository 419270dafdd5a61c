import { benchEntryPoints } from './bench.js';
import { boundaries } from './boundaries.js';
import { sqlInRepositories } from './sql.js';
import { tableOwners } from './tables.js';
import { noTestCode } from './test-code.js';

/** The project's own lint rules: the architecture's boundaries (docs/decisions/003, docs/layout/tests.md). */
export default {
  meta: { name: 'architecture' },
  rules: {
    boundaries,
    'no-test-code': noTestCode,
    'sql-in-repositories': sqlInRepositories,
    'bench-entry-points': benchEntryPoints,
    'table-owners': tableOwners,
  },
};
