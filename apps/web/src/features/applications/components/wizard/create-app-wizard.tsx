import { APP_MESSAGES, CreateAppBody, listEntryOf } from '@connector/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Typography } from '@mui/material';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/index.ts';
import { translateMessage } from '../../../../lib/i18n/index.ts';
import { useCreateApp } from '../../api/create-app.ts';
import { NEW_APP_VALUES, type ValidationsValues } from '../../lib/app-form-values.ts';
import { failureText } from '../../lib/error-text.ts';
import { useAppToast } from '../../hooks/use-app-toast.ts';
import { useNameInUse } from '../../hooks/use-name-in-use.ts';
import { useSelectApplication } from '../../hooks/use-select-application.ts';
import { ValidationsStep } from './validations-step.tsx';
import { WizardActions } from './wizard-actions.tsx';

const resolver = zodResolver(CreateAppBody) as unknown as Resolver<ValidationsValues>;

interface CreateAppWizardProps {
  /** The new app is selected; the screen then opens it in edit mode. */
  onCreated: () => void;
  onCancel?: () => void;
}

/** Creating an app: only the Validations step, without step navigation (APP-5). */
export function CreateAppWizard({ onCreated, onCancel }: CreateAppWizardProps) {
  const { t } = useTranslation('applications');
  const toast = useAppToast();
  const create = useCreateApp();
  const select = useSelectApplication();
  const form = useForm<ValidationsValues>({ defaultValues: NEW_APP_VALUES, resolver });
  const nameInUse = useNameInUse(form, 'appName');

  const save = form.handleSubmit(async (values) => {
    if (nameInUse.check(values.appName)) return;
    try {
      const { data, message } = await create.mutateAsync({ body: values });
      toast.success(translateMessage(t, message ?? APP_MESSAGES.created));
      await select(listEntryOf(data));
      onCreated();
    } catch (error) {
      if (error instanceof ApiError && nameInUse.fromServer(error.message)) return;
      toast.error(failureText(t, error, APP_MESSAGES.somethingWrong));
    }
  });

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void save(event)} sx={{ p: 3 }} aria-labelledby="create-app-title">
      <Typography id="create-app-title" component="h2" variant="h6" sx={{ mb: 3 }}>
        {t('wizard.createTitle')}
      </Typography>
      <ValidationsStep form={form} mode="create" />
      <WizardActions step={0} steps={1} busy={create.isPending} onCancel={onCancel} />
    </Paper>
  );
}
