import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
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

/** The Action cell of a table: edit and delete icon buttons with tooltips. */
export function RowActions({ editLabel, onEdit, deleteLabel, onDelete }: RowActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {onEdit && (
        <Tooltip title={t('actions.edit')}>
          <IconButton aria-label={editLabel ?? t('actions.edit')} onClick={onEdit}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={t('actions.delete')}>
          <IconButton aria-label={deleteLabel ?? t('actions.delete')} onClick={onDelete} sx={{ color: 'error.main' }}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
