import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';

export interface LineActionProps {
  /** The accessible name that says which line ('Delete line P010001 – Tarwe'). */
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  /** Shown on hover; none when absent. */
  tooltip?: string;
  /** Red, for a delete. */
  danger?: boolean;
  /** A link instead of a button, opened in a new tab (e.g. the sales order of a purchase line). */
  href?: string;
}

/** One small icon button of a DetailTable row's actions. */
export function LineAction({ label, icon, onClick, tooltip, danger = false, href }: LineActionProps) {
  const sx = danger ? { color: 'error.main' } : undefined;
  const button = href ? (
    <IconButton size="small" component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={label} sx={sx}>
      {icon}
    </IconButton>
  ) : (
    <IconButton size="small" aria-label={label} onClick={onClick} sx={sx}>
      {icon}
    </IconButton>
  );
  return tooltip ? <Tooltip title={tooltip}>{button}</Tooltip> : button;
}

/** The edit button of a line. */
export function EditLineAction(props: Omit<LineActionProps, 'icon' | 'danger' | 'href'>) {
  return <LineAction {...props} icon={<EditOutlinedIcon fontSize="small" />} />;
}

/** The (red) delete button of a line. */
export function DeleteLineAction(props: Omit<LineActionProps, 'icon' | 'danger' | 'href'>) {
  return <LineAction {...props} icon={<DeleteOutlineIcon fontSize="small" />} danger />;
}
