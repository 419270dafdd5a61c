import { describe, expect, it } from 'vitest';
import { operationOf } from './operation.ts';

describe('the operation a provider call is counted under', () => {
  it('is the method and the path template, whatever ids fill it', () => {
    expect(operationOf('GET', '/Companies/report/DE123456789')).toBe('GET /Companies/report/:bvdId');
    expect(operationOf('GET', '/api/supplierdatapagination/v4/prod/vendors/S123/workspaces/WS1/questionnaires/Doc2/qna?realm=acme')).toBe(
      'GET /api/supplierdatapagination/v4/prod/vendors/:smVendorId/workspaces/:workspaceId/questionnaires/:questionnaireId/qna',
    );
    expect(operationOf('GET', '/Supplier360/eu/acme-T/S42')).toBe('GET /Supplier360/:region/:realm/:smVendorId');
    expect(operationOf('POST', '/Companies/match')).toBe('POST /Companies/match');
  });

  it('is `other` for a path of no known template, so no path becomes a label value', () => {
    expect(operationOf('GET', '/Companies/report/DE1/extra')).toBe('GET other');
    expect(operationOf('DELETE', '/users/42')).toBe('DELETE other');
  });
});
