import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';

export interface RowActionsProps {
  /** Accessible names that say which row ("Edit piet@example.be"). */
  editLabel?: string;
  onEdit?: () => void;
  deleteLabel?: string;
  /** Left out where the row may not be deleted. */
  onDelete?: () => void;
}

const DELETE_SX = { color: 'error.main' } as const;

/**
 * The Action cell of a table: edit and delete icon buttons. Their hint is a native `title`, not a
 * MUI Tooltip: a Tooltip per row is one more component tree per row on every page of a grid.
 */
export function RowActions({ editLabel, onEdit, deleteLabel, onDelete }: RowActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {onEdit && (
        <IconButton aria-label={editLabel ?? t('actions.edit')} title={t('actions.edit')} onClick={onEdit}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      )}
      {onDelete && (
        <IconButton aria-label={deleteLabel ?? t('actions.delete')} title={t('actions.delete')} onClick={onDelete} sx={DELETE_SX}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
