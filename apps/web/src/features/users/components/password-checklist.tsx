import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { PASSWORD_RULES } from '@connector/contracts';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/index.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

/** The checklist of USR-9, ticked live as the password is typed; the rules come from contracts. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('users');
  return (
    <div id={id}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('checklist.title')}
      </Typography>
      <List dense disablePadding aria-label={t('checklist.title')}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <ListItem key={rule.id} disableGutters sx={{ py: 0 }}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                {met ? (
                  <CheckCircleIcon fontSize="small" color="success" />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" color="disabled" />
                )}
              </ListItemIcon>
              <ListItemText
                slotProps={{ primary: { variant: 'body2', sx: { color: met ? 'success.dark' : 'text.secondary' } } }}
              >
                {translateMessage(t, rule.label)}
                <span style={visuallyHidden}>{` (${t(met ? 'checklist.met' : 'checklist.unmet')})`}</span>
              </ListItemText>
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
