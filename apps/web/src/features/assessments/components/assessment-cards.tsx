import type { Assessment, AssessmentProduct } from '@connector/contracts';
import { Grid } from '@mui/material';
import { AssessmentCard } from './assessment-card.tsx';

interface AssessmentCardsProps {
  product: AssessmentProduct;
  appId: string;
  assessments: readonly Assessment[];
  newId: string | null;
  /** The list's name for screen readers: whose assessments these are. */
  label: string;
}

/**
 * The cards as a list (ASM-4): a single card takes the whole width, several take half the width
 * each; on narrow screens every card takes the whole width.
 */
export function AssessmentCards({ product, appId, assessments, newId, label }: AssessmentCardsProps) {
  const width = assessments.length === 1 ? 'full' : 'half';
  return (
    <Grid container spacing={2} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {assessments.map((assessment) => (
        <Grid key={assessment.id} component="li" size={{ xs: 12, md: width === 'full' ? 12 : 6 }} data-width={width}>
          <AssessmentCard product={product} appId={appId} assessment={assessment} isNew={assessment.id === newId} />
        </Grid>
      ))}
    </Grid>
  );
}
