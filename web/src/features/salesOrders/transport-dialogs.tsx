import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { formatMoney } from '../../ui/money';
import { Notice } from '../../ui/notify';
import { LoadingState } from '../../ui/states';
import {
  AddSalesOrderTransportDocument,
  TransportCandidatesDocument,
  UpdateSalesOrderTransportDocument,
  type PricingType,
  type SalesOrderLineFieldsFragment,
  type SalesOrderTransportFieldsFragment,
  type TransportCandidatesQuery,
} from '../../generated/graphql';
import { type FormProblem, describeError, describeProblem } from '../../core/errors';
import { muiField } from '../../core/forms';
import { FormDialog, FormDialogActions } from '../../ui/form-dialog';
import { useFormSave } from '../../core/form-save';
import { useReadOrder } from './use-read-order';

type Candidate = TransportCandidatesQuery['transportCandidates'][number];

/** 'Blokvracht' / 'Eenheidsprijs' (or a dash for own transport). */
export function usePricingTypeLabel() {
  const { t } = useTranslation('salesOrders');
  return (type: PricingType | null | undefined) => (type ? t(`pricingType.${type}`) : t('pricingType.none'));
}

export interface SelectTransportDialogProps {
  salesOrderId: string;
  line: SalesOrderLineFieldsFragment;
  unlocked: boolean;
  onClose: () => void;
  /** The skip button; Esc closes (onClose). Default: onClose. */
  onSkip?: () => void;
  onAdded: (name: string) => void;
}

/** Transport selection (spec 02 §2.4): the line's candidate transporters; one choice adds it. */
export function SelectTransportDialog({ salesOrderId, line, unlocked, onClose, onSkip = onClose, onAdded }: SelectTransportDialogProps) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const pricingLabel = usePricingTypeLabel();
  const candidates = useQuery(TransportCandidatesDocument, { variables: { salesOrderId, lineId: line.id }, fetchPolicy: 'network-only' });
  const [addTransport, { loading }] = useMutation(AddSalesOrderTransportDocument);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const list = candidates.data?.transportCandidates ?? [];
  const product = `${line.product.code} – ${line.product.name}`;

  const choose = async (candidate: Candidate) => {
    setProblem(null);
    try {
      const payload = (
        await addTransport({
          variables: {
            input: {
              salesOrderId,
              lineId: line.id,
              transporterCode: candidate.transporter.code,
              pricingType: candidate.pricingType ?? null,
              price: candidate.price,
              packingSlip: line.packingSlip ?? null,
              container: line.container ?? null,
              shippingDocument: line.shippingDocument ?? null,
              unlocked,
            },
          },
        })
      ).data?.addSalesOrderTransport;
      if (!payload) return setProblem({ error: null });
      if (payload.userErrors[0]) return setProblem({ userError: payload.userErrors[0] });
      onAdded(candidate.transporter.name);
    } catch (error) {
      setProblem({ error });
    }
  };

  const message = describeProblem(problem, t);
  // No transporter for the line: the skip gets the focus once the answer is in (autoFocus acts only on mount).
  const skip = useRef<HTMLButtonElement>(null);
  const nothingToChoose = !candidates.loading && !candidates.error && list.length === 0;
  useEffect(() => {
    if (nothingToChoose) skip.current?.focus();
  }, [nothingToChoose]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="select-transport-title">
      <DialogTitle id="select-transport-title">{t('salesOrders:selectTransport.title', { product })}</DialogTitle>
      <DialogContent>
        <Notice message={message} onClose={() => setProblem(null)} />
        {candidates.loading ? (
          <LoadingState minHeight={80} />
        ) : candidates.error ? (
          <Alert severity="error">{describeError(candidates.error, t)}</Alert>
        ) : list.length === 0 ? (
          <DialogContentText>{t('salesOrders:selectTransport.empty')}</DialogContentText>
        ) : (
          <>
            <DialogContentText sx={{ mb: 1 }}>{t('salesOrders:selectTransport.intro')}</DialogContentText>
            <Table size="small" aria-label={t('salesOrders:selectTransport.title', { product })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('salesOrders:selectTransport.code')}</TableCell>
                  <TableCell>{t('salesOrders:selectTransport.name')}</TableCell>
                  <TableCell>{t('salesOrders:selectTransport.pricingType')}</TableCell>
                  <TableCell align="right">{t('salesOrders:selectTransport.price')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((c, index) => (
                  <TableRow key={`${c.transporter.code}-${c.pricingType ?? ''}-${c.price}`} hover>
                    <TableCell>{c.transporter.code}</TableCell>
                    <TableCell>{c.transporter.name}</TableCell>
                    <TableCell>{pricingLabel(c.pricingType)}</TableCell>
                    <TableCell align="right">{formatMoney(c.price)}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        variant={index === 0 ? 'contained' : 'outlined'}
                        autoFocus={index === 0}
                        disabled={loading}
                        onClick={() => void choose(c)}
                        aria-label={t('salesOrders:selectTransport.chooseOne', {
                          name: c.transporter.name,
                          pricingType: pricingLabel(c.pricingType),
                          price: formatMoney(c.price),
                        })}
                      >
                        {t('salesOrders:selectTransport.choose')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button ref={skip} onClick={onSkip} color="inherit">
          {t('salesOrders:selectTransport.skip')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface TransportValues {
  packingSlip: string;
  container: string;
  shippingDocument: string;
}

/** A transport as the form's values. */
function transportValues(transport: SalesOrderTransportFieldsFragment): TransportValues {
  return { packingSlip: transport.packingSlip ?? '', container: transport.container ?? '', shippingDocument: transport.shippingDocument ?? '' };
}

export interface EditTransportDialogProps {
  salesOrderId: string;
  transport: SalesOrderTransportFieldsFragment;
  unlocked: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Edit transport (spec 02 §2.4): packing slip, container, shipping document. */
export function EditTransportDialog({ salesOrderId, transport, unlocked, onClose, onSaved }: EditTransportDialogProps) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const form = useForm<TransportValues>({ defaultValues: transportValues(transport) });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const readOrder = useReadOrder(salesOrderId);
  const save = useFormSave({
    form,
    fields: ['packingSlip', 'container', 'shippingDocument'],
    conflict: {
      version: transport.version,
      reload: async () => (await readOrder())?.transports.find((tr) => tr.id === transport.id),
      fieldsOf: transportValues,
    },
    send: async (values, { mutate, expectedVersion }) => {
      const input = {
        salesOrderId,
        id: transport.id,
        packingSlip: values.packingSlip.trim() || null,
        container: values.container.trim() || null,
        shippingDocument: values.shippingDocument.trim() || null,
        unlocked,
        expectedVersion,
      };
      const payload = (await mutate(UpdateSalesOrderTransportDocument, { input }))?.updateSalesOrderTransport;
      return { payload, record: payload };
    },
    onSaved: () => onSaved(),
  });

  return (
    <FormDialog open onClose={onClose} dirty={isDirty} fullWidth maxWidth="xs" aria-labelledby="edit-transport-title">
      <DialogTitle id="edit-transport-title">
        {t('salesOrders:transports.editTitle')}: {transport.transporter.name}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={save.submit}>
        <DialogContent>
          <Stack spacing={2}>
            <Notice message={save.message} onClose={save.clearProblem} sx={{ mb: 0 }} />
            {save.conflictPanel}
            <TextField
              {...muiField(register('packingSlip'))}
              label={t('salesOrders:line.packingSlip')}
              autoFocus
              autoComplete="off"
              fullWidth
              error={!!errors.packingSlip}
              helperText={errors.packingSlip?.message}
            />
            <TextField
              {...muiField(register('container'))}
              label={t('salesOrders:line.container')}
              autoComplete="off"
              fullWidth
              error={!!errors.container}
              helperText={errors.container?.message}
            />
            <TextField
              {...muiField(register('shippingDocument'))}
              label={t('salesOrders:line.shippingDocument')}
              autoComplete="off"
              fullWidth
              error={!!errors.shippingDocument}
              helperText={errors.shippingDocument?.message}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={save.saving} keyShortcuts={save.keyShortcuts} />
      </Box>
    </FormDialog>
  );
}
