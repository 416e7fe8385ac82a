import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CopyProductDocument, CreateProductDocument, UpdateProductDocument, type ProductFactsFragment } from '../../generated/graphql';
import { type FormProblem, type UserErrorLike, describeProblem, describeUserError } from '../../core/errors';
import { applyInputError, applyUserErrors } from '../../core/forms';
import type { ConflictState } from '../../core/history';
import type { FileUploads } from '../../ui/files';
import { kilogramValue, type ProductFormMode, type ProductFormValues } from './product-rules';

const FIELDS: readonly Path<ProductFormValues>[] = [
  'supplier',
  'customer',
  'product',
  'description',
  'salesUnit',
  'productGroup',
  'purchaseUnit',
  'approver',
  'kilogram',
  'note',
];

/** The gateway names input fields; the form has its own names for them. */
const INPUT_TO_FIELD: Record<string, Path<ProductFormValues>> = {
  suppliercode: 'supplier',
  customercode: 'customer',
  name: 'product',
  description: 'description',
  salesunitcode: 'salesUnit',
  purchaseunitcode: 'purchaseUnit',
  productgroupcode: 'productGroup',
  approverid: 'approver',
  kilogram: 'kilogram',
  note: 'note',
};

function onFormField(userError: UserErrorLike): UserErrorLike {
  if (!userError.field) return userError;
  const key = userError.field.replace(/^input\./, '').toLowerCase();
  return { ...userError, field: INPUT_TO_FIELD[key] ?? userError.field };
}

interface ProductSaveSetup {
  mode: ProductFormMode;
  product?: ProductFactsFragment | null;
  isAdministrator: boolean;
  /** The form's files (useFileUploads): uploaded before the save, sent as its fileIds. */
  uploads: FileUploads;
  setError: UseFormSetError<ProductFormValues>;
  /** After a save: the form's guard forgets its draft, then the screen goes on. */
  onSaved: (product: ProductFactsFragment) => void;
  /** Saved, but the provider did not say which product it made (no NewId, two alike in the list). */
  onSavedUnseen: () => void;
  /** The version an edit is based on and where CHANGED_BY_SOMEONE_ELSE goes (the conflict panel). */
  conflict: Pick<ConflictState, 'baseVersion' | 'onRefused' | 'clear'>;
}

/** The product form's save: its files first, then add, copy or edit; refusals land on their fields or in `message`. */
export function useProductSave({ mode, product, isAdministrator, uploads, setError, onSaved, onSavedUnseen, conflict }: ProductSaveSetup) {
  const { t } = useTranslation(['products', 'common', 'app']);
  const [createProduct, { loading: creating }] = useMutation(CreateProductDocument);
  const [copyProduct, { loading: copying }] = useMutation(CopyProductDocument);
  const [updateProduct, { loading: updating }] = useMutation(UpdateProductDocument);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  // The duplicate check answers 'Duplicated Product!' (spec §5): said in the user's language.
  const describeRefusal = (ue: UserErrorLike) => (ue.code === 'DUPLICATE' ? t('products:form.duplicate') : describeUserError(ue, t));

  const send = async (values: ProductFormValues, fileIds: string[]) => {
    const text = (v: string) => v.trim();
    const approverId = isAdministrator ? values.approver || null : null;
    if (mode === 'edit' && product) {
      const input = {
        id: product.id,
        expectedVersion: conflict.baseVersion,
        supplierCode: values.supplier || null,
        customerCode: values.customer || null,
        name: text(values.product) || null,
        description: text(values.description),
        salesUnitCode: values.salesUnit || null,
        purchaseUnitCode: values.purchaseUnit || null,
        productGroupCode: values.productGroup || null,
        kilogram: kilogramValue(values.kilogram),
        note: text(values.note),
        approverId,
        fileIds,
      };
      return (await updateProduct({ variables: { input } })).data?.updateProduct;
    }
    const input = {
      supplierCode: values.supplier!,
      customerCode: values.customer!,
      name: text(values.product),
      description: text(values.description) || null,
      salesUnitCode: values.salesUnit,
      purchaseUnitCode: values.purchaseUnit,
      productGroupCode: values.productGroup,
      kilogram: kilogramValue(values.kilogram)!,
      note: text(values.note) || null,
      approverId,
      fileIds,
    };
    if (mode === 'copy' && product) return (await copyProduct({ variables: { input: { ...input, sourceId: product.id } } })).data?.copyProduct;
    return (await createProduct({ variables: { input } })).data?.createProduct;
  };

  const onSubmit = async (values: ProductFormValues) => {
    setProblem(null);
    conflict.clear();
    // Files first: a failed upload creates nothing, and a retry sends only what is missing.
    const fileIds = await uploads.uploadAll();
    if (fileIds === null) {
      setProblem({ userError: { field: null, code: 'REFUSED', message: t('ui:files.failed') } });
      return;
    }
    try {
      const payload = await send(values, fileIds);
      if (!payload) {
        setProblem({ error: null });
        return;
      }
      if (conflict.onRefused(payload.userErrors)) return;
      if (payload.userErrors.length > 0) {
        const formLevel = applyUserErrors(payload.userErrors.map(onFormField), setError, FIELDS, (ue) => describeRefusal(ue));
        if (formLevel[0]) setProblem({ userError: formLevel[0] });
        return;
      }
      if (payload.product) onSaved(payload.product);
      else {
        onSavedUnseen();
        setProblem({ userError: { field: null, code: 'REFUSED', message: t('products:form.savedUnseen') } });
      }
    } catch (error) {
      if (applyInputError(error, setError, FIELDS, t)) return;
      setProblem({ error });
    }
  };

  const message = describeProblem(problem, t, describeRefusal);
  return {
    onSubmit,
    message,
    clearProblem: () => setProblem(null),
    uploading: uploads.uploading,
    saving: creating || copying || updating || uploads.uploading,
  };
}
