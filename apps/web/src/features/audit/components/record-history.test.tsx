import { AUDIT_MESSAGES, type AuditEvent, type AuditTrailPage } from '@connector/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi, ok, type FakeHandler } from '../../../../test/fake-api.ts';
import { renderScreens } from '../../../../test/render-screens.tsx';
import { RecordHistory } from './record-history.tsx';

const TRAIL = '/api/audit/user/u-1';

const anEvent = (n: number, fields: Partial<AuditEvent> = {}): AuditEvent => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  tenantId: 'default',
  actorId: 'u-ana',
  actorEmail: 'ana@default.local',
  source: 'person',
  action: 'update',
  entity: 'user',
  entityId: 'u-1',
  before: { firstName: 'Ana' },
  after: { firstName: 'Anna' },
  at: new Date(Date.UTC(2025, 2, 1, 10, 0) - n * 60_000).toISOString(),
  ...fields,
});
const aPage = (rows: AuditEvent[], nextCursor: string | null = null): AuditTrailPage => ({ rows, nextCursor });

function renderHistory(trail: FakeHandler, { language = 'en' } = {}) {
  const api = fakeApi({ [`GET ${TRAIL}`]: trail });
  const view = renderScreens([{ path: 'users', element: <RecordHistory entity="user" entityId="u-1" /> }], {
    path: '/admin/users',
    permissions: ['Connector.Users.List'],
    fetch: api.fetch,
    language,
  });
  return { ...view, api };
}

/** Opens the History and waits for its table to settle. */
async function openHistory(user: { click(element: Element): Promise<void> }, name = 'History') {
  await user.click(screen.getByRole('button', { name }));
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return table;
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('record history', { timeout: 30_000 }, () => {
  it('asks for nothing until opened, then shows who, the source, the action and each field before → after', async () => {
    const { api, user } = renderHistory(
      ok(
        aPage([
          anEvent(1),
          anEvent(2, { actorId: 'app:crm', actorEmail: null, source: 'application', action: 'enable', before: { enabled: false }, after: { enabled: true } }),
          anEvent(3, { actorId: null, actorEmail: null, source: 'schedule', before: { password: '[secret]' }, after: { password: '[secret]' } }),
          anEvent(4, { action: 'create', before: null, after: { email: 'ana@default.local', password: '[secret]' } }),
        ]),
      ),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    expect(api.sent('GET', TRAIL)).toHaveLength(0);

    const table = await openHistory(user);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'Source', 'Action', 'Changes']);
    const [first, second, third, fourth] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(cellsOf(first as HTMLElement).slice(1)).toEqual(['ana@default.local', 'Person', 'Updated', 'firstName: Ana → Anna']);
    expect(cellsOf(second as HTMLElement).slice(1)).toEqual(['app:crm', 'Application (API)', 'Enabled', 'enabled: false → true']);
    expect(cellsOf(third as HTMLElement).slice(1)).toEqual(['The connector', 'Schedule', 'Updated', 'password: changed (hidden) → changed (hidden)']);
    expect(cellsOf(fourth as HTMLElement).slice(3)).toEqual(['Created', 'email: ana@default.localpassword: changed (hidden)']);
    expect(table).not.toHaveTextContent('[secret]');
    expect(Object.fromEntries(api.last(TRAIL)?.query ?? [])).toEqual({ pageSize: '10' });
  });

  it('shows older events from where the last page ended, and no button once they are all shown', async () => {
    const { api, user } = renderHistory(({ query }) =>
      ok(query.get('cursor') === 'older' ? aPage([anEvent(11)]) : aPage(Array.from({ length: 10 }, (_, i) => anEvent(i + 1)), 'older')),
    );
    const table = await openHistory(user);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(12));
    expect(Object.fromEntries(api.last(TRAIL)?.query ?? [])).toEqual({ pageSize: '10', cursor: 'older' });
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('says when nothing was recorded yet (a 404 on the first page), in Spanish too', async () => {
    const { user } = renderHistory(failure(404, AUDIT_MESSAGES.noEvents), { language: 'es' });
    const table = await openHistory(user, 'Historial');
    expect(table).toHaveTextContent('Todavía no hay cambios registrados.');
  });

  it('shows a refusal with a retry instead of an empty history', async () => {
    const { user } = renderHistory(failure(403, 'You do not have permission'));
    const table = await openHistory(user);
    expect(within(table).getByRole('alert')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(table).not.toHaveTextContent('No changes recorded yet.');
  });
});
