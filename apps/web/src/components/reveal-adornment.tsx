import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { CircularProgress, IconButton, InputAdornment } from '@mui/material';

interface RevealAdornmentProps {
  visible: boolean;
  /** A stored secret is being read: a spinner instead of the eye. */
  fetching: boolean;
  disabled?: boolean;
  /** The button's accessible name: show or hide, and what. */
  label: string;
  onToggle(): void;
}

/** The eye at the end of a secret field that shows or hides it. */
export function RevealAdornment({ visible, fetching, disabled = false, label, onToggle }: RevealAdornmentProps) {
  return (
    <InputAdornment position="end">
      <IconButton edge="end" onClick={onToggle} disabled={fetching || disabled} aria-label={label} aria-pressed={visible}>
        {fetching ? <CircularProgress size={20} /> : visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
