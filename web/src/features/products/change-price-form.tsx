import { useId } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { priceRules } from '@backoffice/shared/rules/prices';
import { DateField } from '../../ui/date-field';
import { Notice } from '../../ui/notify';
import { FormDialog } from '../../ui/form-dialog';
import { LoadingState } from '../../ui/states';
import { useFormSave } from '../../core/form-save';
import { PriceVersionsDocument, UpdatePriceChangeDocument, type PriceChangesQuery, type PriceVersionsQuery } from '../../generated/graphql';
import { muiField } from '../../core/forms';
import { rulesResolver } from '../../core/rules';
import { decimalInput, FORM_ERROR_MS } from './product-form';
import { describePriceRules, priceValue } from './price-rules';

export type PriceChangeRow = PriceChangesQuery['priceChanges'][number];

interface Values {
  price: string;
  startDate: string | null;
  endDate: string | null;
}

const FIELDS: readonly Path<Values>[] = ['price', 'startDate', 'endDate'];

/** A price as PriceVersions reads it (purchase, sales or transport: the same fields). */
interface VersionedPrice {
  id: string;
  version: string;
  price: string;
  startDate: string;
  endDate: string;
}
interface FormProps {
  row: PriceChangeRow;
  onSaved: () => void;
  onCancel: () => void;
}

/** The row's price in its product's lists; undefined when the product or the price is not known. */
export function priceOfRow(row: Pick<PriceChangeRow, 'id' | 'kind'>, product: PriceVersionsQuery['product'] | undefined): VersionedPrice | undefined {
  if (!product) return undefined;
  const list: readonly VersionedPrice[] =
    row.kind === 'PURCHASE' ? product.purchasePrices : row.kind === 'SALES' ? product.salesPrices : product.transportPrices;
  return list.find((p) => p.id === row.id);
}

const valuesOf = (price: { price: string; startDate?: string | null; endDate?: string | null }): Values => ({
  price: decimalInput(price.price),
  startDate: price.startDate ?? null,
  endDate: price.endDate ?? null,
});

/**
 * The Change Price edit: a row carries no version, so the price's own is read, fresh, when the edit
 * opens and sent as expectedVersion; a row without its product (the provider named none) overwrites.
 */
export function ChangePriceForm(props: FormProps) {
  const { row } = props;
  const client = useApolloClient();
  const versions = useQuery(PriceVersionsDocument, { variables: { productId: row.product?.id ?? '' }, skip: !row.product, fetchPolicy: 'network-only' });
  if (versions.loading) return <LoadingState minHeight={120} />;
  const reload = async () =>
    priceOfRow(
      row,
      (await client.query({ query: PriceVersionsDocument, variables: { productId: row.product?.id ?? '' }, fetchPolicy: 'network-only' })).data?.product,
    );
  return <ChangePriceFields {...props} version={priceOfRow(row, versions.data?.product)?.version ?? null} reload={reload} />;
}

/** Price, Start date, End date, Save (spec 01 §2, §5). */
function ChangePriceFields({
  row,
  onSaved,
  onCancel,
  version,
  reload,
}: FormProps & { version: string | null; reload: () => Promise<VersionedPrice | undefined> }) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const form = useForm<Values>({
    // The shared price rules, which updatePriceChange checks too.
    resolver: rulesResolver(priceRules, describePriceRules(t)),
    defaultValues: valuesOf(row),
  });
  const save = useFormSave({
    form,
    fields: FIELDS,
    // A save refused because someone else changed the price keeps the input and says what changed.
    conflict: { version, reload, fieldsOf: valuesOf },
    send: async (values, { mutate, expectedVersion }) => {
      const input = {
        kind: row.kind,
        id: row.id,
        // the product names where the price's version is checked and whose history shows the change
        productId: row.product?.id,
        expectedVersion: expectedVersion ?? undefined,
        price: priceValue(values.price)!,
        startDate: values.startDate!,
        endDate: values.endDate!,
      };
      const payload = (await mutate(UpdatePriceChangeDocument, { input }))?.updatePriceChange;
      return { payload, record: payload };
    },
    onSaved: () => onSaved(),
  });
  const loading = save.saving;
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <Stack component="form" noValidate onSubmit={save.submit} spacing={2} sx={{ pt: 1 }}>
      <Notice message={save.message} duration={FORM_ERROR_MS} onClose={save.clearProblem} sx={{ mb: 0 }} />
      {save.conflictPanel}
      <TextField
        {...muiField(register('price'))}
        label={t('products:fields.price')}
        required
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        fullWidth
        error={!!errors.price}
        helperText={errors.price?.message}
      />
      <Controller
        name="startDate"
        control={control}
        render={({ field, fieldState }) => (
          <DateField {...field} label={t('products:fields.startDate')} required fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
        )}
      />
      <Controller
        name="endDate"
        control={control}
        render={({ field, fieldState }) => (
          <DateField {...field} label={t('products:fields.endDate')} required fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} color="inherit" disabled={loading}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={loading} aria-keyshortcuts={save.keyShortcuts}>
          {loading ? t('common:status.saving') : t('common:actions.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

export function ChangePriceDialog({ row, onClose, onSaved }: { row: PriceChangeRow | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('products');
  const titleId = useId();
  return (
    <FormDialog open={row !== null} onClose={onClose} staticBackdrop aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('changePrice.editTitle', { id: row?.id ?? '' })}</DialogTitle>
      <DialogContent>{row && <ChangePriceForm key={`${row.kind}-${row.id}`} row={row} onSaved={onSaved} onCancel={onClose} />}</DialogContent>
    </FormDialog>
  );
}
