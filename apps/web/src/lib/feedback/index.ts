export { Loading, LoadingOverlayProvider, useLoadingOverlay, type LoadingOverlay } from './loading-overlay.tsx';
export { useToast, type Toast } from './toast.ts';
