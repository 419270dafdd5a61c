import SearchIcon from '@mui/icons-material/Search';
import { Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

interface SearchButtonProps {
  /** Nothing to search for yet. */
  disabled: boolean;
  /** The search is running: the button shows it and cannot be pressed again. */
  searching: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** The Search of a search form: it submits the form. */
export function SearchButton({ disabled, searching, sx, children }: SearchButtonProps) {
  return (
    <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={disabled} loading={searching} sx={[{ minWidth: 120 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Button>
  );
}
