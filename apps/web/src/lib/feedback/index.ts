export { Loading, LoadingOverlayProvider, useLoadingOverlay, type LoadingOverlay } from './loading-overlay.tsx';
export { useToast, type Toast } from './toast.ts';
export { useOutcomeToast } from './use-outcome-toast.ts';
