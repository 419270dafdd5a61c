import type { Assessment, AssessmentProduct } from '@connector/contracts';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact.tsx';
import { useAssessmentDate } from '../hooks/use-assessment-date.ts';
import { ScoreLabel } from './score-label.tsx';
import { ScoreValue } from './score-value.tsx';

/**
 * What a card tells of its assessment (ASM-5): a compliance card the score, score label, started
 * and modified dates, portfolio id, who modified and who started it; a supply chain card the
 * status (as the product gives it), score label and modification date.
 */
export function CardFacts({ product, assessment }: { product: AssessmentProduct; assessment: Assessment }) {
  const { t } = useTranslation('assessments');
  const date = useAssessmentDate();
  const text = (value: string | null) => (value?.trim() ? value : t('card.none'));
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 1, alignItems: 'center', m: 0 }}>
      {product === 'catalyst' ? (
        <>
          <Fact label={t('card.score')}>
            <ScoreValue score={assessment.score} />
          </Fact>
          <Fact label={t('card.scoreLabel')}>
            <ScoreLabel label={assessment.scoreLabel} />
          </Fact>
          <Fact label={t('card.startedDate')}>{date(assessment.startedDate)}</Fact>
          <Fact label={t('card.modifiedDate')}>{date(assessment.modifiedDate)}</Fact>
          <Fact label={t('card.portfolioId')}>{text(assessment.portfolioId)}</Fact>
          <Fact label={t('card.modificationUser')}>{text(assessment.modificationUser)}</Fact>
          <Fact label={t('card.startedUser')}>{text(assessment.startedUser)}</Fact>
        </>
      ) : (
        <>
          <Fact label={t('card.status')}>{text(assessment.status)}</Fact>
          <Fact label={t('card.scoreLabel')}>
            <ScoreLabel label={assessment.scoreLabel} />
          </Fact>
          <Fact label={t('card.modificationDate')}>{date(assessment.modifiedDate)}</Fact>
        </>
      )}
    </Box>
  );
}
