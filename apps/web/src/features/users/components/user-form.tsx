import { Box, Button, Grid, Paper, Stack } from '@mui/material';
import { LANGUAGES } from '@connector/contracts';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/index.ts';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { useUserFeedback } from '../hooks/use-user-feedback.ts';
import { fieldOfServerError, type UserFormValues } from '../lib/form-values.ts';
import { localeOptions } from '../lib/regions.ts';
import { toUsers } from '../paths.ts';
import { CountryField } from './country-field.tsx';
import { FormTextField } from './form-text-field.tsx';
import { PasswordField } from './password-field.tsx';
import { RoleField } from './role-field.tsx';
import { SaveUserButton } from './save-user-button.tsx';
import { TenantField } from './tenant-field.tsx';

interface UserFormProps<T> {
  mode: 'create' | 'edit';
  defaultValues: UserFormValues;
  /** The contracts' schema of the body this form sends. */
  resolver: Resolver<UserFormValues, unknown, T>;
  /** Sends the body; a refusal is shown on the form and thrown back. */
  onSubmit(body: T): Promise<unknown>;
}

/** The user form of spec 1 §2 and §5; email is read-only on edit, tenant and password are create-only. */
export function UserForm<T>({ mode, defaultValues, resolver, onSubmit }: UserFormProps<T>) {
  const { t, i18n } = useTranslation('users');
  const feedback = useUserFeedback();
  const [failed, setFailed] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<UserFormValues, unknown, T>({ defaultValues, resolver });
  const languages = useMemo(() => LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) })), [t]);
  const locales = useMemo(() => localeOptions(i18n.language), [i18n.language]);

  const submit = handleSubmit(async (body) => {
    setFailed(false);
    try {
      await onSubmit(body);
    } catch (error) {
      setFailed(true);
      feedback.failure(error);
      for (const { field, message } of error instanceof ApiError ? error.errors : []) {
        const name = fieldOfServerError(field);
        if (name) setError(name, { type: 'server', message });
      }
    }
  });

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, md: 3 }, maxWidth: 880 }}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="firstName" label={t('form.firstName')} required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="lastName" label={t('form.lastName')} required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('form.email')}
            required={mode === 'create'}
            autoComplete="off"
            helperText={mode === 'edit' ? t('form.emailReadOnly') : undefined}
            slotProps={{ htmlInput: { readOnly: mode === 'edit', maxLength: 254 } }}
          />
        </Grid>
        {mode === 'create' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TenantField control={control} ownTenant={defaultValues.tenantId} />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <RoleField control={control} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="language" label={t('form.language')} required options={languages} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CountryField control={control} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="locale" label={t('form.locale')} required options={locales} />
        </Grid>
        {mode === 'create' && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="password"
              render={({ field, fieldState }) => (
                <PasswordField
                  label={t('form.password')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message ? translateMessage(t, fieldState.error.message) : undefined}
                />
              )}
            />
          </Grid>
        )}
      </Grid>
      <Box sx={{ mt: 3 }}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button component={Link} to={toUsers()} disabled={formState.isSubmitting}>
            {t('form.cancel')}
          </Button>
          <SaveUserButton saving={formState.isSubmitting} failed={failed} />
        </Stack>
      </Box>
    </Paper>
  );
}
