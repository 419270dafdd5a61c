import FilterListIcon from '@mui/icons-material/FilterList';
import { AUDIT_ENTITIES } from '@connector/contracts';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FILTER, reversedPeriod, asEntity, type AuditFilterValue } from '../lib/filter.ts';

interface AuditFilterProps {
  applied: AuditFilterValue;
  onApply(filter: AuditFilterValue): void;
  /** The tenants a super administrator may choose from; null for everyone else (their own tenant only). */
  tenants: readonly string[] | null;
  ownTenant: string;
}

/** Native selects: a keyboard and a screen reader use them as the platform's own. */
const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
const DATE = { inputLabel: { shrink: true } } as const;

/**
 * The audit log's filter: who, record type, action, record id and the period (both days
 * included); Filter applies it, Clear shows every event again.
 */
export function AuditFilter({ applied, onApply, tenants, ownTenant }: AuditFilterProps) {
  const { t } = useTranslation('audit');
  const [value, setValue] = useState(applied);
  const [checked, setChecked] = useState(false);
  const reversed = checked && reversedPeriod(value);
  const set = (key: keyof AuditFilterValue) => (event: { target: { value: string } }) => setValue({ ...value, [key]: event.target.value });
  const text = (key: 'actor' | 'action' | 'entityId', maxLength: number, helperText?: string) => (
    <TextField size="small" label={t(`filter.${key}`)} value={value[key]} onChange={set(key)} helperText={helperText} slotProps={{ htmlInput: { maxLength } }} />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reversedPeriod(value)) onApply(value);
  };
  const clear = () => {
    setValue(NO_FILTER);
    setChecked(false);
    onApply(NO_FILTER);
  };
  return (
    <Box component="form" role="search" aria-label={t('filter.label')} noValidate onSubmit={submit} sx={{ p: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {tenants && (
          <TextField select size="small" label={t('filter.tenant')} value={value.tenantId || ownTenant} onChange={set('tenantId')} slotProps={NATIVE_SELECT}>
            {[...new Set([ownTenant, ...tenants])].map((tenantId) => (
              <option key={tenantId} value={tenantId === ownTenant ? '' : tenantId}>
                {tenantId}
              </option>
            ))}
          </TextField>
        )}
        {text('actor', 254, t('filter.actorHint'))}
        <TextField
          select
          size="small"
          label={t('filter.entity')}
          value={value.entity}
          onChange={(event) => setValue({ ...value, entity: asEntity(event.target.value) })}
          slotProps={NATIVE_SELECT}
        >
          <option value="">{t('filter.anyEntity')}</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {t(`entities.${entity}`)}
            </option>
          ))}
        </TextField>
        {text('action', 64)}
        {text('entityId', 128)}
        <TextField size="small" type="date" label={t('filter.from')} value={value.from} onChange={set('from')} slotProps={DATE} />
        <TextField
          size="small"
          type="date"
          label={t('filter.to')}
          value={value.to}
          onChange={set('to')}
          error={reversed}
          helperText={reversed ? t('filter.range') : undefined}
          slotProps={DATE}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={clear}>{t('filter.clear')}</Button>
        <Button type="submit" variant="contained" startIcon={<FilterListIcon />}>
          {t('filter.apply')}
        </Button>
      </Stack>
    </Box>
  );
}
