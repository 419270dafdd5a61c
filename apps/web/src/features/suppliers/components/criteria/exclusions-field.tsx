import { ORBIS_EXCLUSION_FLAGS, type OrbisExclusionFlag } from '@connector/contracts/providers/orbis';
import type { SearchCriteria } from '@connector/contracts';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CriteriaFormValues } from '../../lib/criteria-form.ts';

/** The Orbis exclusion flags as checkboxes with readable labels. */
export function ExclusionsField({ control }: { control: Control<CriteriaFormValues, unknown, SearchCriteria> }) {
  const { t } = useTranslation('suppliers');
  const { field } = useController({ control, name: 'Exclusions' });
  const chosen = new Set<OrbisExclusionFlag>(field.value);
  const toggle = (flag: OrbisExclusionFlag, on: boolean) =>
    field.onChange(ORBIS_EXCLUSION_FLAGS.filter((item) => (item === flag ? on : chosen.has(item))));
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {t('criteria.exclusions')}
      </FormLabel>
      <FormGroup row sx={{ columnGap: 1 }}>
        {ORBIS_EXCLUSION_FLAGS.map((flag) => (
          <FormControlLabel
            key={flag}
            control={<Checkbox size="small" checked={chosen.has(flag)} onChange={(event) => toggle(flag, event.target.checked)} />}
            label={t(`exclusions.${flag}`)}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
