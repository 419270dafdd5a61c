export { ApplicationSelector } from './components/selector/application-selector.tsx';
export { FLAGGED_ACTIONS, useFlaggedActions, type FlaggedAction } from './lib/flagged-actions.ts';
export { useSelectedApplication, type SelectedApplication } from './lib/use-selected-application.ts';
export { applicationsRoutes } from './routes.ts';
