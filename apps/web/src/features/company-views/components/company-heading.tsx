import type { OrbisCompany } from '@connector/contracts';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/i18n/countries.ts';

/** The company the report is of: its name above the frame, with its BvD ID, place and status. */
export function CompanyHeading({ company }: { company: OrbisCompany }) {
  const { i18n } = useTranslation('company-views');
  const place = [company.city, company.country && countryName(i18n.language, company.country)].filter(Boolean).join(', ');
  const facts = [company.bvdId, place, company.status].filter(Boolean);
  return (
    <Stack spacing={0.5}>
      <Typography variant="h6" component="h2">
        {company.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {facts.join(' · ')}
      </Typography>
    </Stack>
  );
}
