import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  Table,
  TableBody,
  TableContainer,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { Controller, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visually-hidden.ts';
import { boundProps } from '../form/index.ts';
import type { InputProps } from './text-input.tsx';

interface ArrayInputProps extends InputProps {
  columnLabel: (column: { key: string; label: string }) => string;
}

/** Rows of an `array` field: one text cell per column, each with its own message. */
export function ArrayInput({ control, name, field, label, message, disabled, columnLabel }: ArrayInputProps) {
  const { t } = useTranslation('form');
  const titleId = useId();
  const columns = field.columns ?? [];
  const rows = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const own = name.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], errors) as
    | { message?: string }
    | undefined;
  const emptyRow = () => Object.fromEntries(columns.map((column) => [column.key, '']));
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Typography id={titleId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
        {field.required && <span aria-hidden="true"> *</span>}
      </Typography>
      {/* Its own sideways scroll: a narrow screen keeps every column instead of widening the page. */}
      <TableContainer>
      <Table size="small" aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key}>
                {columnLabel(column)}
                {column.validations?.required && <span aria-hidden="true"> *</span>}
              </TableCell>
            ))}
            <TableCell padding="checkbox">
              {/* `style`, not `sx`: in `sx` a width of 1 means 100%, which pushed the page wider. */}
              <span style={visuallyHidden}>{t('engine.rowActions')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.fields.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length + 1} sx={{ color: 'text.secondary' }}>
                <div>{t('engine.noRows')}</div>
              </TableCell>
            </TableRow>
          )}
          {rows.fields.map((row, index) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ verticalAlign: 'top' }}>
                  <Controller
                    control={control}
                    name={`${name}.${index}.${column.key}`}
                    render={({ field: cell, fieldState }) => (
                      <TextField
                        {...boundProps(cell, fieldState, message)}
                        fullWidth
                        size="small"
                        disabled={disabled}
                        autoComplete="off"
                        slotProps={{ htmlInput: { 'aria-label': t('engine.cell', { column: columnLabel(column), row: index + 1 }) } }}
                      />
                    )}
                  />
                </TableCell>
              ))}
              <TableCell padding="checkbox" sx={{ verticalAlign: 'top' }}>
                <IconButton
                  onClick={() => rows.remove(index)}
                  disabled={disabled}
                  aria-label={t('engine.removeRow', { row: index + 1 })}
                >
                  <DeleteOutline />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </TableContainer>
      {own?.message && <FormHelperText error>{message(own.message)}</FormHelperText>}
      <Button startIcon={<AddOutlined />} onClick={() => rows.append(emptyRow())} disabled={disabled} sx={{ mt: 1 }}>
        {t('engine.addRow', { label })}
      </Button>
    </Box>
  );
}
