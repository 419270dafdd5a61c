import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT } from '../lib/file-limits.ts';

interface FileDropProps {
  disabled: boolean;
  /** The limits, as the hint tells them. */
  hint: string;
  onFile(file: File): void;
}

/**
 * The file picker: a zone to drop a file on, or to click anywhere, and in it a button (reached with
 * Tab, pressed with Enter or Space) that opens the file dialog. One file is taken, the first dropped.
 */
export function FileDrop({ disabled, hint, onFile }: FileDropProps) {
  const { t } = useTranslation('imports');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const open = () => {
    if (!disabled) input.current?.click();
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      onClick={open}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        p: { xs: 3, md: 5 },
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        color: disabled ? 'text.disabled' : 'text.primary',
        cursor: disabled ? 'default' : 'pointer',
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
      }}
    >
      <UploadFileOutlined color={disabled ? 'disabled' : 'primary'} sx={{ fontSize: 40 }} />
      <Typography sx={{ fontWeight: 600 }}>{over ? t('picker.drop') : t('picker.title')}</Typography>
      <Button
        variant="outlined"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={(event) => {
          // The zone around would open the dialog a second time.
          event.stopPropagation();
          open();
        }}
      >
        {t('picker.choose')}
      </Button>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
        {hint}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        tabIndex={-1}
        aria-hidden
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again reads it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
