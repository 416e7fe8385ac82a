import i18n from '../../i18n';
import { CellIconButton } from './cell-icon-button';

export interface RowActionsProps {
  /** Accessible names that say which row ("Edit piet@example.be"). */
  editLabel?: string;
  onEdit?: () => void;
  deleteLabel?: string;
  /** Left out where the row may not be deleted. */
  onDelete?: () => void;
}

const ROW_ACTIONS_STYLE = { display: 'flex', gap: 4 } as const;

/**
 * The Action cell of a table: edit and delete icon buttons (CellIconButton: a plain button, styled
 * once, not a MUI IconButton per row). Their hint is a native `title`, not a MUI Tooltip.
 */
export function RowActions({ editLabel, onEdit, deleteLabel, onDelete }: RowActionsProps) {
  // No useTranslation per row (a state and a language listener in each of a page's rows, named by
  // the profile, issue 42): a language change renders the rows anew through their screen's columns.
  const t = (key: string) => i18n.t(`common:${key}`);
  return (
    <div style={ROW_ACTIONS_STYLE}>
      {onEdit && <CellIconButton icon="edit" aria-label={editLabel ?? t('actions.edit')} title={t('actions.edit')} onClick={onEdit} />}
      {onDelete && <CellIconButton icon="delete" tone="error" aria-label={deleteLabel ?? t('actions.delete')} title={t('actions.delete')} onClick={onDelete} />}
    </div>
  );
}
