import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from './status-page.tsx';

interface NotFoundProps {
  message: string;
  /** The list to go back to, and the button's text. */
  back?: { to: string; label: string };
}

/** Something that does not exist, or that the user may not see (the server answers 404 alike). */
export function NotFound({ message, back }: NotFoundProps) {
  return (
    <StatusPage
      headline="404"
      message={message}
      action={
        back && (
          <Button component={RouterLink} to={back.to} variant="outlined">
            {back.label}
          </Button>
        )
      }
    />
  );
}
