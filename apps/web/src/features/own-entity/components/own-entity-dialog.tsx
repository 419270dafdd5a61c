import { OWN_ENTITY_MESSAGES, type OwnEntityRequest, type SearchResultRow, type Supplier } from '@connector/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Step, StepLabel, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LegibleStepper } from '../../../components/legible-stepper.tsx';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useOwnEntityRequests } from '../api/list-own-entity-requests.ts';
import type { OwnEntityFormValues } from './own-entity-form.ts';
import { RequestStatus } from './request-status.tsx';
import { RequestStep } from './request-step.tsx';
import { SearchStep } from './search-step.tsx';

type View = { step: 'search' } | { step: 'request' } | { step: 'status'; request: OwnEntityRequest; sent: string | null };
const STEPS = ['search', 'request', 'status'] as const;

/** What the screen that opens the dialog gives it. */
export interface OwnEntityHost {
  appId: string;
  /** The supplier being linked: the request is made for it. */
  supplier: Supplier;
  /** 'Add BvdId' of the screen, for a company found in the dialog after all. */
  onAdd: ((row: SearchResultRow) => void) | null;
  /**
   * The company search of the dialog's first step, from the search the screen last ran (the
   * suppliers' criteria search), with `add` as its 'Add BvdId'.
   */
  renderSearch(add: ((row: SearchResultRow) => void) | null): ReactNode;
  /** Once a request has linked the supplier: the screen reads its suppliers again. */
  onLinked(): unknown;
}

interface OwnEntityDialogProps extends OwnEntityHost {
  onClose(): void;
}

/**
 * The own-entity dialog (OWN-2, OWN-3): Orbis is searched once more, then the company is asked
 * for with the request form, then the request is followed until the supplier is linked.
 */
export function OwnEntityDialog({ appId, supplier, onAdd, renderSearch, onLinked, onClose }: OwnEntityDialogProps) {
  const { t } = useTranslation('own-entity');
  const titleId = useId();
  const [view, setView] = useState<View>({ step: 'search' });
  const [draft, setDraft] = useState<OwnEntityFormValues | null>(null);
  const requests = useOwnEntityRequests(appId, supplier.supplierId, { watch: false });
  const pending = requests.data?.find((request) => request.state === 'pending') ?? null;

  const notice = pending && (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => setView({ step: 'status', request: pending, sent: null })}>
          {t('seeStatus')}
        </Button>
      }
    >
      {translateMessage(t, OWN_ENTITY_MESSAGES.alreadyPending)}
    </Alert>
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg" scroll="paper">
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {t('title')}
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('for', { name: supplier.supplierName, id: supplier.supplierId })}
        </Typography>
      </DialogTitle>
      <LegibleStepper activeStep={STEPS.indexOf(view.step)} sx={{ px: 3, pt: 1, pb: 2 }}>
        {STEPS.map((step) => (
          <Step key={step} completed={view.step === 'status' || STEPS.indexOf(view.step) > STEPS.indexOf(step)}>
            <StepLabel>{t(`steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </LegibleStepper>
      {view.step === 'search' && (
        <SearchStep
          search={renderSearch(onAdd)}
          linkable={onAdd !== null}
          notice={notice}
          canRequest={!pending}
          onCancel={onClose}
          onRequest={() => setView({ step: 'request' })}
        />
      )}
      {view.step === 'request' && (
        <RequestStep
          appId={appId}
          supplier={supplier}
          draft={draft}
          onBack={(values) => {
            setDraft(values);
            setView({ step: 'search' });
          }}
          onCancel={onClose}
          onSent={(request, message) => setView({ step: 'status', request, sent: translateMessage(t, message ?? OWN_ENTITY_MESSAGES.sent) })}
        />
      )}
      {view.step === 'status' && (
        <>
          <DialogContent dividers>
            <RequestStatus appId={appId} request={view.request} sent={view.sent} onLinked={onLinked} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button variant="contained" onClick={onClose} autoFocus>
              {t('close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
