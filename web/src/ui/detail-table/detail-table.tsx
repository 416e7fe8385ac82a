import { Fragment, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

/** One column of a DetailTable: its header and what a row shows in it. */
export interface DetailColumn<R> {
  key: string;
  header: ReactNode;
  align?: 'left' | 'right';
  cell: (row: R) => ReactNode;
  /** Style of the column's body cells (e.g. `whiteSpace: 'pre-wrap'` for free text). */
  sx?: SxProps<Theme>;
}

export interface DetailTableProps<R> {
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** Left out where a column is `false` (e.g. a column only one kind of line has). */
  columns: readonly (DetailColumn<R> | false)[];
  /** The table's accessible name: the id of the section's heading, or a label. */
  labelledBy?: string;
  label?: string;
  /** Said instead of the table when there are no rows. */
  empty: string;
  /**
   * Facts of a row that unfold under it (`<Fact>`s, laid out four to a line): an arrow button
   * opens them, named by `expandLabel` / `collapseLabel`.
   */
  details?: {
    content: (row: R) => ReactNode;
    expandLabel: (row: R) => string;
    collapseLabel: (row: R) => string;
  };
  /** The last column with the row's buttons (`LineAction`s); left out when absent (a locked record). */
  actions?: {
    header: string;
    cell: (row: R) => ReactNode;
    /** A fixed width where the other columns should take the room (free text). */
    width?: number;
  };
}

/**
 * The table of a record's lines in a detail panel (order lines, transports, text lines, purchase
 * lines, manual lines): a small MUI table with right-aligned amounts, optional details to unfold
 * per row and an actions column, or a sentence when there is nothing.
 */
export function DetailTable<R>({ rows, rowKey, columns, labelledBy, label, empty, details, actions }: DetailTableProps<R>) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const shown = columns.filter((c): c is DetailColumn<R> => c !== false);
  const span = shown.length + (details ? 1 : 0) + (actions ? 1 : 0);
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy} aria-label={label} sx={{ '& th': { lineHeight: 1.25, verticalAlign: 'bottom' } }}>
        <TableHead>
          <TableRow>
            {details && <TableCell padding="checkbox" />}
            {shown.map((column) => (
              <TableCell key={column.key} align={column.align}>
                {column.header}
              </TableCell>
            ))}
            {actions && <TableCell align="right">{actions.header}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const key = rowKey(row);
            const isOpen = details !== undefined && expanded.has(key);
            return (
              <Fragment key={key}>
                <TableRow sx={{ '& > td': { borderBottom: isOpen ? 'unset' : undefined } }}>
                  {details && (
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-expanded={isOpen}
                        aria-label={isOpen ? details.collapseLabel(row) : details.expandLabel(row)}
                        onClick={() => toggle(key)}
                      >
                        {isOpen ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
                      </IconButton>
                    </TableCell>
                  )}
                  {shown.map((column) => (
                    <TableCell key={column.key} align={column.align} sx={column.sx}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  {actions && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', width: actions.width }}>
                      {actions.cell(row)}
                    </TableCell>
                  )}
                </TableRow>
                {details && (
                  <TableRow>
                    <TableCell colSpan={span} sx={{ py: 0, borderBottom: isOpen ? undefined : 'none' }}>
                      <Collapse in={isOpen} unmountOnExit>
                        <Box component="dl" sx={{ m: 0, py: 1, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
                          {details.content(row)}
                        </Box>
                      </Collapse>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
