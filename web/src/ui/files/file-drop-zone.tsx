import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';

/** A file chosen for upload and how far it got. */
export interface PendingFile {
  key: string;
  file: File;
  /** 0–100 while uploading. */
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  /** Words for a failure, in the user's language. */
  error?: string;
  /** The stored file's id once uploaded. */
  id?: string;
}

let nextKey = 1;
export function pendingFile(file: File): PendingFile {
  return { key: `f${nextKey++}`, file, progress: 0, status: 'waiting' };
}

export interface FileDropZoneProps {
  files: readonly PendingFile[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
  label: string;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

/** Drop files here or click (Enter/Space) to choose them; lists them with progress and errors. */
export function FileDropZone({ files, onAdd, onRemove, disabled = false, label }: FileDropZoneProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const [over, setOver] = useState(false);

  const choose = () => {
    if (!disabled) input.current?.click();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const dropped = Array.from(event.dataTransfer.files ?? []);
    if (dropped.length > 0) onAdd(dropped);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose();
    }
  };

  return (
    <Box>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        // Named by what it shows (WCAG 2.5.3): the field's label and the hint inside it.
        aria-labelledby={`${id}-label ${id}-hint`}
        onClick={choose}
        onKeyDown={onKeyDown}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 2,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          color: 'text.secondary',
          cursor: disabled ? 'default' : 'pointer',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <CloudUploadOutlined />
        <Typography id={`${id}-hint`} variant="body2">
          {t('files.dropHint')}
        </Typography>
      </Box>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="file-input"
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (chosen.length > 0) onAdd(chosen);
        }}
      />
      {files.length > 0 && (
        <List dense aria-label={t('files.chosen')}>
          {files.map((f) => (
            <ListItem
              key={f.key}
              disableGutters
              secondaryAction={
                f.status === 'uploading' || f.status === 'done' ? undefined : (
                  <IconButton edge="end" size="small" aria-label={t('files.remove', { name: f.file.name })} onClick={() => onRemove(f.key)} disabled={disabled}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                {f.status === 'done' ? (
                  <CheckCircleOutline fontSize="small" color="success" />
                ) : f.status === 'failed' ? (
                  <ErrorOutline fontSize="small" color="error" />
                ) : (
                  <InsertDriveFileOutlined fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={`${f.file.name} (${size(f.file.size)})`}
                secondary={
                  f.status === 'uploading' ? (
                    <LinearProgress variant="determinate" value={f.progress} aria-label={t('files.progress', { name: f.file.name })} sx={{ mt: 0.5 }} />
                  ) : f.status === 'failed' ? (
                    <Typography component="span" variant="caption" color="error">
                      {f.error}
                    </Typography>
                  ) : f.status === 'done' ? (
                    t('files.uploaded')
                  ) : undefined
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
