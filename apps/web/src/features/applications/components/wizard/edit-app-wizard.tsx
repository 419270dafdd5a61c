import { APP_MESSAGES, type App, type AppListEntry } from '@connector/contracts';
import { Alert, Button, CircularProgress, Paper, Step, StepLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/index.ts';
import { translateMessage } from '../../../../lib/i18n/index.ts';
import { useSession } from '../../../../lib/session/index.ts';
import { useApp } from '../../api/get-app.ts';
import { useUpdateApp } from '../../api/update-app.ts';
import { checkedSections, connectivityOf, updateBodyOf, validationsOf, type ValidationsValues } from '../../lib/app-form-values.ts';
import { failureText } from '../../lib/error-text.ts';
import { selectionStore } from '../../lib/selection-store.ts';
import { useAppToast } from '../../hooks/use-app-toast.ts';
import { useSectionsForm } from '../../../../components/form-engine/index.ts';
import { LegibleStepper } from '../../../../components/legible-stepper.tsx';
import { ConnectivityStep } from './connectivity-step.tsx';
import { RenameAppDialog } from './rename-app-dialog.tsx';
import { ValidationsStep } from './validations-step.tsx';
import { WizardActions } from './wizard-actions.tsx';
import { RecordHistory } from '../../../audit/index.ts';

/** An existing app: its configuration is read, then edited in two steps. */
export function EditAppWizard({ appId }: { appId: string }) {
  const { t } = useTranslation('applications');
  const app = useApp(appId);
  if (app.isPending) {
    return (
      <Paper variant="outlined" sx={{ p: 6, display: 'flex', justifyContent: 'center' }}>
            <CircularProgress aria-label={t('wizard.loading')} />
      </Paper>
    );
  }
  if (app.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void app.refetch()}>{t('actions.retry')}</Button>}>
        {failureText(t, app.error, APP_MESSAGES.somethingWrong)}
      </Alert>
    );
  }
  return <EditAppForm app={app.data} />;
}

const STEPS = ['connectivity', 'validations'] as const;

/** Connectivity, then Validations; forward only when the current step passes (APP-6). */
function EditAppForm({ app }: { app: App }) {
  const { t } = useTranslation('applications');
  const { tenantId } = useSession();
  const toast = useAppToast();
  const update = useUpdateApp();
  const [step, setStep] = useState(0);
  const [renaming, setRenaming] = useState(false);
  const validations = useForm<ValidationsValues>({ defaultValues: validationsOf(app) });
  const flags = useWatch({ control: validations.control }) as ValidationsValues;
  const sections = useSectionsForm(checkedSections(app, flags), connectivityOf(app));

  async function next() {
    if (await sections.validate()) setStep(1);
  }

  const save = validations.handleSubmit(async (values) => {
    const connectivity = await sections.validate();
    if (!connectivity) return setStep(0);
    try {
      const { data, message } = await update.mutateAsync({ params: { appId: app.appId }, body: updateBodyOf(app, values, connectivity) });
      toast.success(translateMessage(t, message ?? APP_MESSAGES.updated));
      validations.reset(validationsOf(data));
      sections.form.reset(connectivityOf(data));
    } catch (error) {
      toast.error(failureText(t, error, APP_MESSAGES.saveFailed));
      showServerErrors(error);
      // The wizard opens again at its start, the entries kept (APP-6).
      setStep(0);
    }
  });

  function showServerErrors(error: unknown) {
    if (!(error instanceof ApiError)) return;
    for (const { field, message } of error.errors) {
      const path = field.replace(/^body\.params\./, '');
      if (path !== field) sections.form.setError(path, { type: 'server', message });
    }
  }

  function renamed(entry: AppListEntry, list: AppListEntry[]) {
    selectionStore.setList(tenantId, list);
    selectionStore.setSelected(tenantId, entry);
    validations.setValue('appName', entry.label);
  }

  return (
    <>
      <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void save(event)} sx={{ p: { xs: 2, md: 3 } }} aria-labelledby="edit-app-title">
        <Typography id="edit-app-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          {flags.appName}
        </Typography>
        <LegibleStepper activeStep={step} sx={{ mb: 3 }}>
          {STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{t(`wizard.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </LegibleStepper>
        {/* Both steps stay mounted so switching keeps every entry; the hidden one is out of the way. */}
        <div hidden={step !== 0}>
          <ConnectivityStep app={app} sections={sections} flags={flags} />
        </div>
        <div hidden={step !== 1}>
          <ValidationsStep form={validations} mode="edit" onRename={() => setRenaming(true)} />
        </div>
        <WizardActions step={step} steps={STEPS.length} busy={update.isPending} onPrevious={() => setStep(0)} onNext={() => void next()} />
      </Paper>
      {/* Outside the wizard's form: React bubbles a portal's submit through its parents. */}
      <RenameAppDialog
        open={renaming}
        appId={app.appId}
        currentName={flags.appName}
        onClose={() => setRenaming(false)}
        onRenamed={renamed}
      />
      <RecordHistory entity="application" entityId={app.appId} />
    </>
  );
}
