import type { CompanyRisk } from '@connector/contracts';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScoreLabel } from './score-label.tsx';

/**
 * What the application already knows of a company's risk (issue 25): the latest score label of
 * each Catalyst product, from a supplier linked to it, each named by its product so neither the
 * colour nor the position is the only signal. Nothing when no linked supplier is assessed.
 */
export function CompanyRiskBadges({ risk }: { risk: CompanyRisk | undefined }) {
  const { t } = useTranslation('assessments');
  if (!risk) return null;
  const shown = [
    { product: t('risk.compliance'), label: risk.scoreLabel },
    { product: t('risk.supplyChain'), label: risk.scoreLabelSCC },
  ].filter((entry): entry is { product: string; label: string } => Boolean(entry.label));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} title={t('risk.hint')}>
      {shown.map(({ product, label }) => (
        <Stack key={product} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
            {product}
          </Typography>
          <ScoreLabel label={label} />
        </Stack>
      ))}
    </Stack>
  );
}
