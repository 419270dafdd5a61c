import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What the editor lacks to open (MAP-15): the text, and the way back to the versions. */
export function MissingInput({ text, onBack }: { text: string; onBack(): void }) {
  const { t } = useTranslation('mappings');
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onBack}>
          {t('editor.backToList')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
