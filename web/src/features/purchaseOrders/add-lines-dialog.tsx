import { useState, type Dispatch, type SetStateAction } from 'react';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDecimal, formatMoney } from '../../ui/money';
import { LoadingState } from '../../ui/states';
import { FormDialog } from '../../ui/form-dialog';
import {
  AddPurchaseOrderLinesDocument,
  PurchaseLineCandidatesDocument,
  PurchaseLineOptionsDocument,
  PurchaseSupplierDefaultsDocument,
  type PurchaseLineCandidatesQuery,
  type PurchaseLineOptionsQuery,
  type PurchaseLineSearchBy,
  type PurchaseOrderDetailFragment,
} from '../../generated/graphql';
import { describeError, describeUserError, type UserErrorLike } from '../../core/errors';

const SEARCH_BY: readonly PurchaseLineSearchBy[] = ['PACKING_SLIP', 'CONTAINER', 'SHIPPING_DOCUMENT', 'ORDER_ID'];
/** Spec 02 §5, §9: a regular line without a chosen VAT code (and a supplier without a default) gets code 12. */
export const FALLBACK_VAT_CODE = '12';

export interface AddLinesDialogProps {
  order: PurchaseOrderDetailFragment;
  onClose: () => void;
  onAdded: (count: number) => void;
}

type Candidate = PurchaseLineCandidatesQuery['purchaseLineCandidates'][number];
type VatCode = PurchaseLineOptionsQuery['vatCodes'][number];

/** What to search by and the value; Enter or the button searches. */
function SearchForm({ searching, onSearch }: { searching: boolean; onSearch: (searchBy: PurchaseLineSearchBy, value: string) => void }) {
  const { t } = useTranslation(['purchaseOrders']);
  const [searchBy, setSearchBy] = useState<PurchaseLineSearchBy>('PACKING_SLIP');
  const [value, setValue] = useState('');
  const by = (key: PurchaseLineSearchBy) => t(`purchaseOrders:addLines.by.${key}`);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      component="form"
      sx={{ pt: 1, mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) onSearch(searchBy, value.trim());
      }}
    >
      <TextField
        select
        label={t('purchaseOrders:addLines.searchBy')}
        value={searchBy}
        onChange={(e) => setSearchBy(e.target.value as PurchaseLineSearchBy)}
        sx={{ minWidth: 200 }}
        size="small"
      >
        {SEARCH_BY.map((key) => (
          <MenuItem key={key} value={key}>
            {by(key)}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={by(searchBy)} value={value} onChange={(e) => setValue(e.target.value)} autoFocus size="small" sx={{ flex: 1 }} autoComplete="off" />
      <Button type="submit" variant="outlined" disabled={!value.trim() || searching}>
        {t('purchaseOrders:addLines.search')}
      </Button>
    </Stack>
  );
}

interface CandidateRowProps {
  candidate: Candidate;
  isTransport: boolean;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  vatCode: string;
  vatCodes: readonly VatCode[];
  onVatCode: (code: string) => void;
}

/** One line found: tick, what it is (and the invoice it is on already), quantity or price, unit, order, VAT code. */
function CandidateRow({ candidate: c, isTransport, ticked, onTick, vatCode, vatCodes, onVatCode }: CandidateRowProps) {
  const { t } = useTranslation(['purchaseOrders']);
  return (
    <TableRow selected={ticked}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={ticked}
          onChange={(e) => onTick(e.target.checked)}
          slotProps={{ input: { 'aria-label': t('purchaseOrders:addLines.select', { id: c.id }) } }}
        />
      </TableCell>
      <TableCell>
        {isTransport ? (c.pricingType ? t(`purchaseOrders:pricingType.${c.pricingType}`) : '') : c.productCode}
        {c.purchaseOrderId && (
          <Typography component="span" variant="caption" color="warning.main" sx={{ ml: 1 }}>
            {t('purchaseOrders:addLines.onInvoice', { id: c.purchaseOrderId })}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{isTransport ? formatMoney(c.price) : formatDecimal(c.quantity, 3, 0)}</TableCell>
      <TableCell>{c.unit?.name ?? ''}</TableCell>
      <TableCell>{c.salesOrderId}</TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          value={vatCode}
          onChange={(e) => onVatCode(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': t('purchaseOrders:addLines.vatCodeOf', { id: c.id }) } }}
          sx={{ minWidth: 180 }}
        >
          {vatCodes.map((v) => (
            <MenuItem key={v.code} value={v.code}>
              {v.code} – {v.description}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
    </TableRow>
  );
}

interface CandidatesTableProps extends Pick<CandidateRowProps, 'isTransport' | 'vatCodes'> {
  candidates: readonly Candidate[];
  ticked: ReadonlySet<string>;
  setTicked: Dispatch<SetStateAction<ReadonlySet<string>>>;
  vatOf: (id: string) => string;
  setVat: (id: string, code: string) => void;
}

/** The lines found, to tick (all at once in the header) with a VAT code each. */
function CandidatesTable({ candidates, isTransport, ticked, setTicked, vatOf, setVat, vatCodes }: CandidatesTableProps) {
  const { t } = useTranslation(['purchaseOrders']);
  const allTicked = candidates.length > 0 && candidates.every((c) => ticked.has(c.id));
  const tick = (id: string, on: boolean) =>
    setTicked((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('purchaseOrders:addLines.title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allTicked}
                indeterminate={!allTicked && ticked.size > 0}
                onChange={(e) => setTicked(e.target.checked ? new Set(candidates.map((c) => c.id)) : new Set())}
                slotProps={{ input: { 'aria-label': t('purchaseOrders:addLines.selectAll') } }}
              />
            </TableCell>
            <TableCell>{isTransport ? t('purchaseOrders:addLines.columns.pricingType') : t('purchaseOrders:addLines.columns.product')}</TableCell>
            <TableCell align="right">{isTransport ? t('purchaseOrders:addLines.columns.price') : t('purchaseOrders:addLines.columns.quantity')}</TableCell>
            <TableCell>{t('purchaseOrders:addLines.columns.unit')}</TableCell>
            <TableCell>{t('purchaseOrders:addLines.columns.orderId')}</TableCell>
            <TableCell>{t('purchaseOrders:addLines.columns.vatCode')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {candidates.map((c) => (
            <CandidateRow
              key={c.id}
              candidate={c}
              isTransport={isTransport}
              ticked={ticked.has(c.id)}
              onTick={(on) => tick(c.id, on)}
              vatCode={vatOf(c.id)}
              vatCodes={vatCodes}
              onVatCode={(code) => setVat(c.id, code)}
            />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The add-lines modal (spec 02 §2.8): search the supplier's sales-order lines (the transporter's
 * transports, for a transport invoice) by packing slip, container, shipping document or order id;
 * tick lines (select all), choose a VAT code per row (the supplier's default first); Save adds them.
 */
export function AddLinesDialog({ order, onClose, onAdded }: AddLinesDialogProps) {
  const { t } = useTranslation(['purchaseOrders', 'common', 'app']);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [vatCodes, setVatCodes] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState<{ id: string; error: UserErrorLike }[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const options = useQuery(PurchaseLineOptionsDocument);
  const defaults = useQuery(PurchaseSupplierDefaultsDocument, { variables: { code: order.supplier.code, isTransporter: order.isTransport } });
  const [search, found] = useLazyQuery(PurchaseLineCandidatesDocument, { fetchPolicy: 'network-only' });
  const [addLines, { loading: saving }] = useMutation(AddPurchaseOrderLinesDocument, { refetchQueries: ['PurchaseOrders'] });
  const candidates = found.data?.purchaseLineCandidates ?? [];
  const defaultVat = defaults.data?.purchaseSupplier?.defaultVatCode?.code ?? (order.isTransport ? '' : FALLBACK_VAT_CODE);
  const vatOf = (id: string) => vatCodes[id] ?? defaultVat;

  const runSearch = (searchBy: PurchaseLineSearchBy, value: string) => {
    setTicked(new Set());
    setRefusals([]);
    void search({ variables: { purchaseOrderId: order.id, searchBy, value } });
  };

  const save = async () => {
    setFailure(null);
    const lines = candidates.filter((c) => ticked.has(c.id)).map((c) => ({ id: c.id, salesOrderId: c.salesOrderId, vatCode: vatOf(c.id) || null }));
    try {
      const payload = (await addLines({ variables: { input: { purchaseOrderId: order.id, lines } } })).data?.addPurchaseOrderLines;
      if (!payload) throw new Error('no answer');
      const refused = payload.userErrors.map((e) => ({ id: lines[Number(e.field?.split('.')[1])]?.id ?? '', error: e }));
      if (payload.added.length > 0) onAdded(payload.added.length);
      if (refused.length === 0) {
        onClose();
        return;
      }
      setRefusals(refused);
      setTicked(new Set(refused.map((r) => r.id)));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    // ticked lines not yet added: Esc and a click beside ask first, as on every form
    <FormDialog open onClose={onClose} dirty={ticked.size > 0} fullWidth maxWidth="md" aria-labelledby="add-lines-title">
      <DialogTitle id="add-lines-title">{t('purchaseOrders:addLines.title')}</DialogTitle>
      <DialogContent>
        <SearchForm searching={found.loading} onSearch={runSearch} />
        {found.loading && <LoadingState label={t('purchaseOrders:addLines.search')} />}
        {found.error && <Alert severity="error">{describeError(found.error, t)}</Alert>}
        {found.called && !found.loading && !found.error && candidates.length === 0 && (
          <Typography role="status" color="text.secondary">
            {t('purchaseOrders:addLines.noResult')}
          </Typography>
        )}
        {refusals.length > 0 && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {refusals.map((r) => (
              <div key={r.id}>
                {candidates.find((c) => c.id === r.id)?.productCode ?? r.id}: {describeUserError(r.error, t)}
              </div>
            ))}
          </Alert>
        )}
        {failure !== null && <Alert severity="error">{describeError(failure, t)}</Alert>}
        {candidates.length > 0 && (
          <CandidatesTable
            candidates={candidates}
            isTransport={order.isTransport}
            ticked={ticked}
            setTicked={setTicked}
            vatOf={vatOf}
            setVat={(id, code) => setVatCodes((v) => ({ ...v, [id]: code }))}
            vatCodes={options.data?.vatCodes ?? []}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={ticked.size === 0 || saving}>
          {saving ? t('common:status.saving') : t('purchaseOrders:addLines.save')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
