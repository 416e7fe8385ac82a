import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '../../ui/date-field';
import { formatDecimal, formatMoney } from '../../ui/money';
import { useNotify } from '../../ui/notify';
import { RepriceOrderLinesDocument, type AffectedLineFragment, type PriceKind as GqlPriceKind } from '../../generated/graphql';
import { describeError, describeUserError, type UserErrorLike } from '../../core/errors';
import type { PriceKind } from './price-rules';

const GQL_KIND: Record<PriceKind, GqlPriceKind> = { purchase: 'PURCHASE', sales: 'SALES', transport: 'TRANSPORT' };

export interface RepriceDialogProps {
  kind: PriceKind;
  /** The order lines a changed price affects; the dialog is open while there are some. */
  lines: readonly AffectedLineFragment[];
  onClose: () => void;
}

/**
 * The price-change adoption pop-up (spec 01 §2, §4): the order lines a changed price affects, a
 * tick box each; submit (disabled until one is ticked) gives the ticked lines their new price.
 */
export function RepriceDialog({ kind, lines, onClose }: RepriceDialogProps) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const notify = useNotify();
  const titleId = useId();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [reprice, { loading }] = useMutation(RepriceOrderLinesDocument);
  const open = lines.length > 0;
  const repriceable = lines.filter((l) => l.newPrice !== null && l.newPrice !== undefined);

  const toggle = (id: string) =>
    setTicked((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const close = () => {
    setTicked(new Set());
    setProblem(null);
    onClose();
  };

  const submit = async () => {
    setProblem(null);
    const chosen = repriceable.filter((l) => ticked.has(l.id));
    try {
      const { data } = await reprice({
        variables: { kind: GQL_KIND[kind], lines: chosen.map((l) => ({ orderLineId: l.id, salesOrderId: l.salesOrderId, newPrice: l.newPrice! })) },
      });
      const payload = data?.repriceOrderLines;
      if (!payload) {
        setProblem(describeError(null, t));
        return;
      }
      if (payload.userErrors.length > 0) {
        setProblem(payload.userErrors.map((ue: UserErrorLike) => describeUserError(ue, t)).join(' '));
        // Lines that did take their price are no longer offered.
        const done = new Set(payload.repricedLineIds);
        setTicked((set) => new Set([...set].filter((id) => !done.has(id))));
        return;
      }
      notify.success(t('products:reprice.done', { count: payload.repricedLineIds.length }));
      close();
    } catch (error) {
      setProblem(describeError(error, t));
    }
  };

  return (
    <Dialog open={open} onClose={(_e, reason) => reason !== 'backdropClick' && !loading && close()} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('products:reprice.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('products:reprice.intro')}</DialogContentText>
        {problem && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        )}
        <RepriceLinesTable kind={kind} lines={lines} ticked={ticked} onToggle={toggle} onTickAll={(ids) => setTicked(new Set(ids))} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} color="inherit" disabled={loading}>
          {t('products:reprice.skip')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={ticked.size === 0 || loading}>
          {loading ? t('common:status.saving') : t('products:reprice.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface RepriceLinesTableProps {
  kind: PriceKind;
  lines: readonly AffectedLineFragment[];
  ticked: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** The header's tick box: all lines that can take a new price, or none. */
  onTickAll: (ids: string[]) => void;
}

/** The affected order lines, a tick box each; a line without a new price cannot be ticked. */
function RepriceLinesTable({ kind, lines, ticked, onToggle, onTickAll }: RepriceLinesTableProps) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const repriceable = lines.filter((l) => l.newPrice !== null && l.newPrice !== undefined);
  const allTicked = repriceable.length > 0 && repriceable.every((l) => ticked.has(l.id));
  return (
    <TableContainer>
      <Table size="small" aria-label={t('products:reprice.title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allTicked}
                indeterminate={ticked.size > 0 && !allTicked}
                disabled={repriceable.length === 0}
                onChange={() => onTickAll(allTicked ? [] : repriceable.map((l) => l.id))}
                slotProps={{ input: { 'aria-label': t('products:reprice.tickAll') } }}
              />
            </TableCell>
            <TableCell>{t('products:reprice.columns.order')}</TableCell>
            <TableCell>{t('products:reprice.columns.productCode')}</TableCell>
            <TableCell>{t('products:reprice.columns.description')}</TableCell>
            <TableCell>{t('products:reprice.columns.loadingDate')}</TableCell>
            <TableCell align="right">{t('products:reprice.columns.quantity')}</TableCell>
            {kind === 'transport' && <TableCell>{t('products:reprice.columns.pricingType')}</TableCell>}
            <TableCell align="right">{t('products:reprice.columns.currentPrice')}</TableCell>
            <TableCell align="right">{t('products:reprice.columns.newPrice')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const disabled = line.newPrice === null || line.newPrice === undefined;
            return (
              <TableRow key={line.id} hover selected={ticked.has(line.id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={ticked.has(line.id)}
                    disabled={disabled}
                    onChange={() => onToggle(line.id)}
                    slotProps={{
                      input: { 'aria-label': t('products:reprice.tick', { order: line.salesOrderId ?? '', line: line.id }) },
                    }}
                  />
                </TableCell>
                <TableCell>{line.salesOrderId ?? '—'}</TableCell>
                <TableCell>{line.productCode}</TableCell>
                <TableCell>{line.productDescription}</TableCell>
                <TableCell>{formatDate(line.loadingDate ?? null)}</TableCell>
                <TableCell align="right">{formatDecimal(line.quantity, 3, 0)}</TableCell>
                {kind === 'transport' && <TableCell>{line.pricingType ? t(`products:pricingType.${line.pricingType}`) : '—'}</TableCell>}
                <TableCell align="right">{formatMoney(line.currentPrice)}</TableCell>
                <TableCell align="right">{formatMoney(line.newPrice)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
