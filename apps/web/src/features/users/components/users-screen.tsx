import { LinearProgress, Paper, Table, TableContainer } from '@mui/material';
import type { User } from '@connector/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCan, useSession } from '../../../lib/session/index.ts';
import { useUsers } from '../api/list-users.ts';
import { useSetUserEnabled } from '../api/set-user-enabled.ts';
import { useOutcomeToast } from '../../../lib/feedback/index.ts';
import { ServerPagination } from '../../../components/server-pagination.tsx';
import { fromSearchParams, PAGE_SIZE_VALUES, sortBy, toSearchParams, type UsersTableState } from '../lib/table-state.ts';
import { toEditUser } from '../paths.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { TemporaryPasswordDialog } from './temporary-password-dialog.tsx';
import type { UserAction } from './user-row-menu.tsx';
import { UsersTableBody } from './users-table-body.tsx';
import { UsersTableHead } from './users-table-head.tsx';
import { UsersToolbar } from './users-toolbar.tsx';

type OpenDialog = { kind: 'delete' | 'temporaryPassword'; user: User } | null;

/** `/admin/users`: paging, sorting and search run on the server, so large tenants stay fast. */
export default function UsersScreen() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const feedback = useOutcomeToast();
  const currentUserId = useSession().user?.sub;
  const canEdit = useCan('Connector.Users.Edit');
  const [params, setParams] = useSearchParams();
  // The table's page, order and search live in the URL: a reload or Back shows the same rows.
  const state = useMemo(() => fromSearchParams(params), [params]);
  const setState = useCallback(
    (next: UsersTableState | ((current: UsersTableState) => UsersTableState)) =>
      setParams((current) => toSearchParams(typeof next === 'function' ? next(fromSearchParams(current)) : next), { replace: true }),
    [setParams],
  );
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const users = useUsers(state);
  const setEnabled = useSetUserEnabled();

  const onSearch = useCallback((search: string) => setState((s) => ({ ...s, search, page: 0 })), [setState]);
  const onAction = (action: UserAction, user: User) => {
    if (action === 'edit') void navigate(toEditUser(user));
    else if (action === 'enable' || action === 'disable') {
      const enabled = action === 'enable';
      setEnabled.mutate(
        { user, enabled },
        {
          onSuccess: ({ message }) => feedback.success(message, t(enabled ? 'actions.enabled' : 'actions.disabled')),
          onError: feedback.failure,
        },
      );
    } else setDialog({ kind: action, user });
  };

  return (
    <Paper variant="outlined">
      <UsersToolbar search={state.search} onSearch={onSearch} />
      <LinearProgress sx={{ visibility: users.isFetching ? 'visible' : 'hidden' }} aria-hidden={!users.isFetching} />
      <TableContainer>
        <Table size="small" aria-label={t('table.caption')} aria-busy={users.isFetching}>
          <UsersTableHead state={state} onSort={(sort) => setState((s) => sortBy(s, sort))} withActions={canEdit} />
          <UsersTableBody
            rows={users.data?.rows}
            placeholderRows={state.pageSize || 5}
            failed={users.isError}
            onRetry={() => void users.refetch()}
            search={state.search}
            currentUserId={currentUserId}
            onAction={canEdit ? onAction : null}
          />
        </Table>
      </TableContainer>
      <ServerPagination
        state={state}
        pageSizes={PAGE_SIZE_VALUES}
        total={users.data?.total ?? 0}
        moreThanTotal={users.data?.moreThanTotal ?? false}
        onChange={setState}
        namespace="users"
      />
      {dialog?.kind === 'delete' && <DeleteUserDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'temporaryPassword' && <TemporaryPasswordDialog user={dialog.user} onClose={() => setDialog(null)} />}
    </Paper>
  );
}
