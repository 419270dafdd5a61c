export { NewAssessmentButton } from './components/new-assessment-button.tsx';
export { StartAssessmentDialog, type StartAssessmentDialogProps } from './components/start-assessment-dialog.tsx';
export { ASSESSMENT_PERMISSIONS } from './lib/products.ts';
export { ScoreLabel } from './components/score-label.tsx';
export { CompanyRiskBadges } from './components/company-risk.tsx';
export { canStartAssessment, type StartTarget } from './lib/start-target.ts';
export { toCatalystAssessments, toSupplyChainAssessments, type CatalystQuery, type SupplyChainQuery } from './paths.ts';
export { assessmentsRoutes } from './routes.ts';
