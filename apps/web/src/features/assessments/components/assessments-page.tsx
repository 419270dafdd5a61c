import type { Assessment, AssessmentProduct, SupplierAssessments } from '@connector/contracts';
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { ApiError } from '../../../lib/api/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { isCompleted } from '../lib/assessment-status.ts';
import { shownAssessments } from '../lib/shown-assessments.ts';
import { AssessmentCards } from './assessment-cards.tsx';
import { NewAssessmentButton } from './new-assessment-button.tsx';
import { NoAssessments } from './no-assessments.tsx';
import { SupplierHeading } from './supplier-heading.tsx';

export interface AssessmentsPageProps {
  product: AssessmentProduct;
  appId: string;
  supplierId: string;
  view: SupplierAssessments;
  /** Assessments read on their own (the screen's `id` or `newId`, the new portfolio): fresher than the supplier's list. */
  fresher: readonly Assessment[];
  /** Why the assessment the screen names could not be read; the supplier's others are still shown. */
  fresherError: ApiError | null;
  newId: string | null;
}

/**
 * A supplier's assessments of one product: who it is, New assessment, then one card per
 * assessment (the latest first), or why there are none. While one is being scored the screen
 * says it reads them again by itself.
 */
export function AssessmentsPage({ product, appId, supplierId, view, fresher, fresherError, newId }: AssessmentsPageProps) {
  const { t } = useTranslation('assessments');
  const assessments = shownAssessments(view, fresher);
  const scoring = assessments.some((assessment) => !isCompleted(assessment));
  const target = { supplierId, name: view.name, bvdId: view.bvdId, realm: view.realm, aribaSupplierId: view.aribaSupplierId };

  return (
    <Stack spacing={3}>
      <SupplierHeading supplier={view} action={<NewAssessmentButton product={product} appId={appId} target={target} />} />
      {fresherError && <Alert severity="warning">{translateMessage(t, fresherError.message)}</Alert>}
      {/* Always in place, so screen readers hear when the notice appears; out of sight while empty. */}
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }} style={scoring ? undefined : visuallyHidden}>
        {scoring ? t('list.scoring') : ''}
      </Typography>
      {assessments.length > 0 ? (
        <AssessmentCards product={product} appId={appId} assessments={assessments} newId={newId} label={t('list.label', { name: view.name })} />
      ) : (
        <NoAssessments linked={view.bvdId !== null} />
      )}
    </Stack>
  );
}
