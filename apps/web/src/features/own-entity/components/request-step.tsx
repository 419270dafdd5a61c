import { OWN_ENTITY_MESSAGES, type OwnEntityBody, type OwnEntityRequest, type Supplier } from '@connector/contracts';
import { Alert, Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useRequestOwnEntity } from '../api/request-own-entity.ts';
import { ownEntityDefaults, ownEntityFieldOf, ownEntityResolver, type OwnEntityFormValues } from './own-entity-form.ts';
import { RequestFields } from './request-fields.tsx';

const CONFLICT = 409;

interface RequestStepProps {
  appId: string;
  supplier: Supplier;
  /** What was typed before going back, kept for when the person returns. */
  draft: OwnEntityFormValues | null;
  onBack(draft: OwnEntityFormValues): void;
  onCancel(): void;
  onSent(request: OwnEntityRequest, message: string | undefined): void;
}

/**
 * The request form, prefilled from the supplier. Nothing is sent until the contracts' rules pass;
 * a refusal shows the failure text of OWN-6, and the fields the server names are marked.
 */
export function RequestStep({ appId, supplier, draft, onBack, onCancel, onSent }: RequestStepProps) {
  const { t } = useTranslation('own-entity');
  const request = useRequestOwnEntity();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OwnEntityFormValues, unknown, OwnEntityBody>({ defaultValues: draft ?? ownEntityDefaults(supplier), resolver: ownEntityResolver });

  const send = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const { data, message } = await request.mutateAsync({ params: { appId, supplierId: supplier.supplierId }, body });
      onSent(data, message);
    } catch (error) {
      // A request already pending is the one refusal the person can act on differently.
      const pending = error instanceof ApiError && error.status === CONFLICT;
      setFailure(translateMessage(t, pending ? error.message : OWN_ENTITY_MESSAGES.failed));
      for (const { field, message } of error instanceof ApiError ? error.errors : []) {
        const name = ownEntityFieldOf(field);
        if (name) form.setError(name, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form noValidate aria-label={t('formLabel')} onSubmit={(event) => void send(event)}>
      <DialogContent dividers>
        {failure && (
          <Alert severity="error" sx={{ mb: 2.5 }}>
            {failure}
          </Alert>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
          {t('requestHint')}
        </Typography>
        <RequestFields control={form.control} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={() => onBack(form.getValues())} disabled={request.isPending} sx={{ mr: 'auto' }}>
          {t('back')}
        </Button>
        <Button onClick={onCancel} disabled={request.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={request.isPending}>
          {t('send')}
        </Button>
      </DialogActions>
    </form>
  );
}
