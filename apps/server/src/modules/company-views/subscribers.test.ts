import type { DomainEvent } from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { linkedApps } from './subscribers.ts';

const APP_A = '00000000-0000-4000-8000-00000000000a';
const APP_B = '00000000-0000-4000-8000-00000000000b';

const linked = (tenantId: string, appId: string, supplierId: string): DomainEvent<'supplier.linked'> => ({
  tenantId,
  appId,
  supplierId,
  actor: null,
  bvdId: `GB${supplierId}`,
  previousBvdId: null,
  source: 'auto',
});

describe('the enhancement asked for by a batch of links', () => {
  it('names each application of the batch once, whatever the number of its links', () => {
    const batch = [linked('default', APP_A, 'S-1'), linked('default', APP_A, 'S-2'), linked('beta', APP_B, 'S-9'), linked('default', APP_B, 'S-3')];
    expect(linkedApps(batch)).toEqual([
      { tenantId: 'default', appId: APP_A },
      { tenantId: 'beta', appId: APP_B },
      { tenantId: 'default', appId: APP_B },
    ]);
  });

  it('names none for an empty batch', () => {
    expect(linkedApps([])).toEqual([]);
  });
});
