import FilterListIcon from '@mui/icons-material/FilterList';
import { SCORE_LABELS } from '@connector/contracts';
import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FILTER, type ConnectedFilterValue, type ScoreLabelChoice } from './use-connected-filter.ts';

interface ConnectedFilterProps {
  applied: ConnectedFilterValue;
  onApply(filter: ConnectedFilterValue): void;
  /** Offers the compliance score label filter (the application shows compliance alerts). */
  scoreLabels: boolean;
}

/**
 * Filter by Company Name or BvD Id (SUP-19): Filter needs one of them; Clear shows every supplier
 * again. The score label applies as soon as it is chosen: a choice of four needs no confirming.
 */
export function ConnectedFilter({ applied, onApply, scoreLabels }: ConnectedFilterProps) {
  const { t } = useTranslation('suppliers');
  const [text, setText] = useState(applied);
  const filled = text.supplierName.trim() !== '' || text.bvdId.trim() !== '';
  const active = applied.supplierName !== '' || applied.bvdId !== '' || applied.scoreLabel !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (filled) onApply({ ...applied, supplierName: text.supplierName.trim(), bvdId: text.bvdId.trim() });
  };
  const clear = () => {
    setText(NO_FILTER);
    onApply(NO_FILTER);
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('connected.filterLabel')}
      onSubmit={submit}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2, alignItems: { md: 'center' } }}
    >
      <TextField
        size="small"
        label={t('connected.companyName')}
        value={text.supplierName}
        onChange={(event) => setText({ ...text, supplierName: event.target.value })}
        sx={{ width: { xs: '100%', md: 280 } }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        size="small"
        label={t('connected.bvdId')}
        value={text.bvdId}
        onChange={(event) => setText({ ...text, bvdId: event.target.value })}
        sx={{ width: { xs: '100%', md: 220 } }}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      {scoreLabels && (
        <TextField
          select
          size="small"
          label={t('connected.scoreLabel')}
          value={applied.scoreLabel}
          onChange={(event) => onApply({ ...applied, scoreLabel: event.target.value as ScoreLabelChoice })}
          sx={{ width: { xs: '100%', md: 200 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('connected.allScoreLabels')}</option>
          {SCORE_LABELS.map((label) => (
            <option key={label} value={label}>
              {t(`connected.scoreLabels.${label}`)}
            </option>
          ))}
        </TextField>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" startIcon={<FilterListIcon />} disabled={!filled}>
          {t('connected.filter')}
        </Button>
        <Button onClick={clear} disabled={!filled && !active}>
          {t('connected.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
