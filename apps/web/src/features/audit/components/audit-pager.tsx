import { AUDIT_PAGE_SIZES } from '@connector/contracts';
import FirstPage from '@mui/icons-material/FirstPage';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AuditPagerProps {
  /** Index of the page shown, from 0 (the newest events). */
  page: number;
  pageSize: number;
  /** Events on the page shown. */
  rows: number;
  total: number;
  moreThanTotal: boolean;
  /** Whether older events follow this page. */
  hasOlder: boolean;
  onFirst(): void;
  onNewer(): void;
  onOlder(): void;
  onPageSize(size: number): void;
}

/**
 * Pages of the log, newest first: each page starts where the one before ended (decision 027), so
 * the pager goes forwards and back, and to the first page, but does not jump.
 */
export function AuditPager({ page, pageSize, rows, total, moreThanTotal, hasOlder, onFirst, onNewer, onOlder, onPageSize }: AuditPagerProps) {
  const { t, i18n } = useTranslation('audit');
  const from = rows === 0 ? 0 : page * pageSize + 1;
  const to = page * pageSize + rows;
  const button = (label: string, icon: ReactNode, onClick: () => void, disabled: boolean) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack component="nav" aria-label={t('pager.label')} direction="row" spacing={2} sx={{ p: 1, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('pager.rowsPerPage')}
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: 140 }}
      >
        {AUDIT_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </TextField>
      <Typography variant="body2" role="status">
        {t(moreThanTotal ? 'pager.rangeMoreThan' : 'pager.range', { from, to, total: new Intl.NumberFormat(i18n.language).format(total) })}
      </Typography>
      <Stack direction="row">
        {button(t('pager.first'), <FirstPage />, onFirst, page === 0)}
        {button(t('pager.previous'), <NavigateBefore />, onNewer, page === 0)}
        {button(t('pager.next'), <NavigateNext />, onOlder, !hasOlder)}
      </Stack>
    </Stack>
  );
}
