import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Button, Typography } from '@mui/material';
import type { FieldDefinition } from '@connector/contracts';
import { Link as RouterLink } from 'react-router';

interface DisplayFieldProps {
  field: FieldDefinition;
  label: string;
}

/** Fields that hold no value: a text, a subheading splitting the section, or a link to a screen. */
export function DisplayField({ field, label }: DisplayFieldProps) {
  if (field.type === 'header') {
    return (
      <Typography variant="subtitle1" component="h4" sx={{ gridColumn: '1 / -1', fontWeight: 600, mt: 1 }}>
        {label}
      </Typography>
    );
  }
  if (field.type === 'route') {
    const target = field.route ?? '';
    // Console screens open in place; anything else the server serves (API docs) opens beside it.
    return (
      <Box>
        {target.startsWith('/admin') ? (
          <Button component={RouterLink} to={target} variant="outlined">
            {label}
          </Button>
        ) : (
          <Button href={target} target="_blank" rel="noopener" variant="outlined" endIcon={<OpenInNew />}>
            {label}
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Typography variant="body2">{label}</Typography>
      {typeof field.value === 'string' && field.value !== '' && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {field.value}
        </Typography>
      )}
    </Box>
  );
}
