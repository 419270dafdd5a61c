import { APP_MESSAGES, normaliseAppName, RenameAppBody, type AppListEntry } from '@connector/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/index.ts';
import { translateMessage } from '../../../../lib/i18n/index.ts';
import { useRenameApp } from '../../api/rename-app.ts';
import { failureText } from '../../lib/error-text.ts';
import { useAppToast } from '../../hooks/use-app-toast.ts';
import { useNameInUse } from '../../hooks/use-name-in-use.ts';

interface RenameAppDialogProps {
  open: boolean;
  appId: string;
  currentName: string;
  onClose: () => void;
  /** The renamed entry and the new list, as the server answers them. */
  onRenamed: (entry: AppListEntry, list: AppListEntry[]) => void;
}

type RenameValues = { name: string };
const resolver = zodResolver(RenameAppBody) as unknown as Resolver<RenameValues>;

/** Change App Name (APP-8): one field, `App Name`, and Save. */
export function RenameAppDialog({ open, appId, currentName, onClose, onRenamed }: RenameAppDialogProps) {
  const { t } = useTranslation('applications');
  const titleId = useId();
  const toast = useAppToast();
  const rename = useRenameApp();
  const form = useForm<RenameValues>({ values: { name: currentName }, resolver });
  const nameInUse = useNameInUse(form, 'name', currentName);

  const save = form.handleSubmit(async ({ name }) => {
    if (nameInUse.check(name)) return;
    try {
      const { data, message } = await rename.mutateAsync({ params: { appId }, body: { name } });
      toast.success(translateMessage(t, message ?? APP_MESSAGES.renamed));
      onRenamed(data.newSelectedApp, data.newApplist);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && nameInUse.fromServer(error.message)) return;
      toast.error(failureText(t, error, APP_MESSAGES.renameFailed));
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>{t('rename.title')}</DialogTitle>
        <DialogContent>
          <Controller
            control={form.control}
            name="name"
            render={({ field, fieldState }) => (
              <TextField
                autoFocus
                fullWidth
                required
                margin="dense"
                label={t('rename.appName')}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(normaliseAppName(event.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ? nameInUse.text(fieldState.error.message) : undefined}
                autoComplete="off"
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={rename.isPending}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

