import { Button } from '@mui/material';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-console.tsx';
import { useLoadingOverlay } from './loading-overlay.tsx';
import { useToast } from './toast.ts';

function OverlayProbe({ work }: { work: Promise<void> }) {
  const overlay = useLoadingOverlay();
  return <Button onClick={() => void overlay.during(work)}>start</Button>;
}

function ToastProbe() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Saved')}>ok</Button>
      <Button onClick={() => toast.error('Failed')}>fail</Button>
    </>
  );
}

describe('feedback', () => {
  it('shows a labelled overlay while work runs', async () => {
    let finish = () => {};
    const work = new Promise<void>((resolve) => (finish = resolve));
    renderWithProviders(<OverlayProbe work={work} />);
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    finish();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeVisible());
  });

  it('shows success and error toasts', async () => {
    renderWithProviders(<ToastProbe />);
    await userEvent.click(screen.getByRole('button', { name: 'ok' }));
    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(await screen.findByText('Failed')).toBeVisible();
  });
});
