import type { Assessment, AssessmentProduct } from '@connector/contracts';
import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReveal } from '../hooks/use-reveal.ts';
import { CardFacts } from './card-facts.tsx';
import { OpenInProduct } from './open-in-product.tsx';

interface AssessmentCardProps {
  product: AssessmentProduct;
  /** The selected application, whose product shows the assessment's own page (ASM-11). */
  appId: string;
  assessment: Assessment;
  /** The assessment just started (`newId`): marked New, scrolled into view and focused. */
  isNew: boolean;
}

/**
 * One assessment (ASM-4, ASM-5): its model as the heading, its id, then its facts, and the button
 * that opens the product's own page of it (ASM-11).
 */
export function AssessmentCard({ product, appId, assessment, isNew }: AssessmentCardProps) {
  const { t } = useTranslation('assessments');
  const headingId = useId();
  const newId = useId();
  const ref = useReveal<HTMLElement>(isNew);
  return (
    <Card
      ref={ref}
      component="article"
      variant="outlined"
      tabIndex={isNew ? -1 : undefined}
      aria-labelledby={isNew ? `${headingId} ${newId}` : headingId}
      data-new={isNew ? 'true' : undefined}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        ...(isNew && { borderColor: 'primary.main', borderWidth: 2 }),
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {assessment.model.trim() || t('card.untitled')}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {t('card.id', { id: assessment.id })}
            </Typography>
          </Box>
          {isNew && <Chip id={newId} label={t('card.new')} color="primary" size="small" />}
        </Stack>
        <CardFacts product={product} assessment={assessment} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <OpenInProduct product={product} appId={appId} assessment={assessment} />
      </CardActions>
    </Card>
  );
}
