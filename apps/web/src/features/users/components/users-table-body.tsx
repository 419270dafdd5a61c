import { Alert, Button, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { User } from '@connector/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_COLUMNS } from './users-table-head.tsx';
import { UserRowMenu, type UserAction } from './user-row-menu.tsx';
import { UserStatus } from './user-status.tsx';
import { LoadingRows } from '../../../components/loading-rows.tsx';

interface UsersTableBodyProps {
  rows: readonly User[] | undefined;
  /** Rows shown while the first page loads, so the table keeps its height. */
  placeholderRows: number;
  failed: boolean;
  onRetry(): void;
  search: string;
  currentUserId: string | undefined;
  /** Null when the caller may not change users: no actions column. */
  onAction: ((action: UserAction, user: User) => void) | null;
}

export function UsersTableBody({ rows, placeholderRows, failed, onRetry, search, currentUserId, onAction }: UsersTableBodyProps) {
  const { t } = useTranslation('users');
  const columns = USER_COLUMNS.length + (onAction ? 1 : 0);
  const message = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 6, textAlign: 'center' }}>
        <div>{content}</div>
      </TableCell>
    </TableRow>
  );

  if (failed && !rows) {
    return (
      <TableBody>
        {message(
          <Alert
            severity="error"
            sx={{ justifyContent: 'center' }}
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('table.retry')}
              </Button>
            }
          >
            {t('table.loadFailed')}
          </Alert>,
        )}
      </TableBody>
    );
  }
  if (!rows) {
    return <LoadingRows rows={placeholderRows} columns={columns} />;
  }
  if (rows.length === 0) {
    return (
      <TableBody>
        {message(
          <>
            <Typography sx={{ color: 'text.secondary' }}>{search ? t('table.noMatch', { search }) : t('table.empty')}</Typography>
            {search && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t('table.searchHint')}
              </Typography>
            )}
          </>,
        )}
      </TableBody>
    );
  }
  return (
    <TableBody>
      {rows.map((user) => (
        <TableRow key={`${user.tenantId}/${user.userId}`} hover>
          <TableCell
            title={user.userId}
            sx={{ fontFamily: 'monospace', maxWidth: 110, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {user.userId}
          </TableCell>
          <TableCell>{`${user.firstName} ${user.lastName}`}</TableCell>
          <TableCell>{user.email}</TableCell>
          <TableCell>{user.tenantId}</TableCell>
          <TableCell>{user.roles[0] ?? ''}</TableCell>
          <TableCell>
            <UserStatus enabled={user.enabled} />
          </TableCell>
          {onAction && (
            <TableCell align="right" sx={{ py: 0 }}>
              <UserRowMenu user={user} self={user.userId === currentUserId} onAction={onAction} />
            </TableCell>
          )}
        </TableRow>
      ))}
    </TableBody>
  );
}
