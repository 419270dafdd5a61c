import CloseIcon from '@mui/icons-material/Close';
import { AppBar, Box, Button, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportFrame } from '../../../company-views/index.ts';

/** The toolbar's height and the dialog's padding, which the frame leaves to them. */
const AROUND_FRAME = '96px';

/** OPEN IN ORBIS: the company's report in a full-screen dialog (CMP-8). */
export function OpenInOrbis({ bvdId, name }: { bvdId: string; name: string }) {
  const { t } = useTranslation('suppliers');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('detail.openInOrbis')}
      </Button>
      <Dialog fullScreen open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <AppBar position="relative" color="default" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar>
            <IconButton edge="start" onClick={() => setOpen(false)} aria-label={t('detail.close')}>
              <CloseIcon />
            </IconButton>
            <Typography id={titleId} variant="h6" component="h2" sx={{ ml: 2, flex: 1, overflowWrap: 'anywhere' }}>
              {t('detail.reportTitle', { name, bvdId })}
            </Typography>
          </Toolbar>
        </AppBar>
        <Box sx={{ p: 2 }}>{open && <ReportFrame bvdId={bvdId} height={`calc(100dvh - ${AROUND_FRAME})`} />}</Box>
      </Dialog>
    </>
  );
}
