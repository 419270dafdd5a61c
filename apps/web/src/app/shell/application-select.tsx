import { FormControl, InputLabel, MenuItem, Select, Tooltip } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The application the console works on. Applications arrive with the applications feature; until
 * then the selector stays empty and says why.
 */
export function ApplicationSelect() {
  const { t } = useTranslation('shell');
  const labelId = useId();
  return (
    <Tooltip title={t('application.hint')}>
      <FormControl size="small" disabled sx={{ minWidth: 220 }}>
        <InputLabel id={labelId} shrink>
          {t('application.label')}
        </InputLabel>
        <Select
          labelId={labelId}
          label={t('application.label')}
          value=""
          displayEmpty
          notched
          renderValue={() => t('application.none')}
          inputProps={{ 'aria-description': t('application.hint') }}
        >
          <MenuItem value="" disabled>
            {t('application.none')}
          </MenuItem>
        </Select>
      </FormControl>
    </Tooltip>
  );
}
