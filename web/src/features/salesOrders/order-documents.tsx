import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import type { ConfirmOptions } from '../../ui/confirm-dialog';
import { useNotify } from '../../ui/notify';
import {
  AttachDocumentToSalesOrderDocument,
  RemoveDocumentFromSalesOrderDocument,
  SalesOrderDocumentTypesDocument,
  type SalesOrderDetailFragment,
} from '../../generated/graphql';
import { describeError, describeFailure, describeUserError } from '../../core/errors';
import { FileDropZone, useFileUploads } from '../../ui/files';
import { acceptedOrThrow } from '../../core/payloads';
import { defaultDocumentType } from './sales-order-rules';

export interface OrderDocumentsProps {
  order: SalesOrderDetailFragment;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

type OrderDocument = SalesOrderDetailFragment['documents'][number];

/** The stored documents: a click downloads, the bin asks to delete. */
function DocumentList({ documents, onDelete }: { documents: readonly OrderDocument[]; onDelete: (document: OrderDocument) => void }) {
  const { t } = useTranslation(['salesOrders']);
  if (documents.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {t('salesOrders:detail.noDocuments')}
      </Typography>
    );
  }
  return (
    <List dense aria-label={t('salesOrders:detail.documents')}>
      {documents.map((d) => (
        <ListItem
          key={d.fileId}
          disableGutters
          secondaryAction={
            <IconButton
              edge="end"
              size="small"
              aria-label={t('salesOrders:documents.delete', { name: d.fileName })}
              onClick={() => onDelete(d)}
              sx={{ color: 'error.main' }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          }
        >
          <ListItemIcon sx={{ minWidth: 32 }}>
            <InsertDriveFileOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={
              <Link href={d.downloadUrl} download={d.fileName} aria-label={t('salesOrders:documents.download', { name: d.fileName })}>
                {d.fileName}
              </Link>
            }
            secondary={d.documentType?.name}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The order's documents (spec 02 §2.3): a click downloads (through the gateway's /files), the bin
 * deletes after confirmation, and dropped files are uploaded at once with the chosen document type
 * (default: the third of the list).
 */
export function OrderDocuments({ order, confirm }: OrderDocumentsProps) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const notify = useNotify();
  const types = useQuery(SalesOrderDocumentTypesDocument);
  const typeList = useMemo(() => types.data?.documentTypes ?? [], [types.data]);
  const [typeId, setTypeId] = useState('');
  const uploads = useFileUploads((error) => describeError(error, t));
  const [attach] = useMutation(AttachDocumentToSalesOrderDocument);
  const [remove] = useMutation(RemoveDocumentFromSalesOrderDocument);

  useEffect(() => {
    if (typeId === '' && typeList.length > 0) setTypeId(defaultDocumentType(typeList)?.id ?? '');
  }, [typeId, typeList]);

  // Attached: the document shows in the list above and its pending entry goes; a refusal stays on the file.
  const attachOne = async (fileId: string, file: File) => {
    const payload = (await attach({ variables: { input: { salesOrderId: order.id, document: { fileId, documentTypeId: typeId || null } } } })).data
      ?.attachSalesOrderDocument;
    if (payload?.userErrors[0]) return describeUserError(payload.userErrors[0], t);
    notify.success(t('salesOrders:documents.uploaded', { name: file.name }));
    return null;
  };

  const askDelete = ({ fileId, fileName }: OrderDocument) =>
    void confirm({
      title: t('common:actions.delete'),
      message: t('salesOrders:documents.confirmDelete', { name: fileName }),
      confirmLabel: t('common:actions.delete'),
      cancelLabel: t('common:actions.cancel'),
      formatError: (error) => describeFailure(error, t),
      onConfirm: async () => {
        const { data } = await remove({ variables: { salesOrderId: order.id, fileId } });
        acceptedOrThrow(data?.deleteSalesOrderDocument);
        notify.success(t('salesOrders:documents.deleted'));
      },
    });

  return (
    <Box component="section" aria-labelledby="order-documents-title">
      <Typography id="order-documents-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('salesOrders:detail.documents')}
      </Typography>
      <DocumentList documents={order.documents} onDelete={askDelete} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 1.5, alignItems: 'start', mt: 1 }}>
        <TextField
          select
          size="small"
          label={t('salesOrders:documents.type')}
          value={typeList.some((d) => d.id === typeId) ? typeId : ''}
          onChange={(e) => setTypeId(e.target.value)}
          disabled={types.loading || !!types.error}
          error={!!types.error}
          helperText={types.error ? describeError(types.error, t) : undefined}
        >
          {typeList.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
        <FileDropZone {...uploads.dropZone} onAdd={(added) => void uploads.addAndAttach(added, attachOne)} label={t('salesOrders:documents.upload')} />
      </Box>
    </Box>
  );
}
