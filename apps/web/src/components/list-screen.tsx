import { Add } from '@mui/icons-material';
import { Button, Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ApiError } from '../lib/api/index.ts';
import { QueryView } from './query-view.tsx';

interface ListScreenProps<T> {
  query: UseQueryResult<T, ApiError>;
  /** The add button over the list; none for users who may not create. */
  add?: { to: string; label: string } | undefined;
  children(data: T): ReactNode;
}

/** A list screen: an add button on the right for those who may create, then the list as its query allows. */
export function ListScreen<T>({ query, add, children }: ListScreenProps<T>) {
  return (
    <Stack spacing={2}>
      {add && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={add.to} variant="contained" startIcon={<Add />}>
            {add.label}
          </Button>
        </Stack>
      )}
      <QueryView query={query}>{children}</QueryView>
    </Stack>
  );
}
