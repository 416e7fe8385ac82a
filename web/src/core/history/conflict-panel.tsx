import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { describeError, type UserErrorLike } from '../errors';
import { useHistoryWords } from './entry-words';

export interface ConflictPanelProps {
  /** The CHANGED_BY_SOMEONE_ELSE refusal, with its conflict (what changed since, newest first). */
  refusal: UserErrorLike;
  /** A fresh read is under way: both buttons wait. */
  busy: boolean;
  /** Why the fresh read failed, if it did. */
  failure: unknown;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}

/** Above a form's fields: the record changed since it was opened, by whom, when and how; the user's input stays in the form. */
export function ConflictPanel({ refusal, busy, failure, onLoadTheirs, onKeepMine }: ConflictPanelProps) {
  const { t } = useTranslation(['history', 'app']);
  const words = useHistoryWords();
  const changes = refusal.conflict?.changes ?? [];
  return (
    <Alert
      severity="warning"
      role="alert"
      aria-label={t('history:conflict.title')}
      action={
        <Stack spacing={1} sx={{ alignSelf: 'center' }}>
          <Button color="inherit" size="small" variant="outlined" disabled={busy} onClick={onLoadTheirs}>
            {t('history:conflict.loadTheirs')}
          </Button>
          <Button color="inherit" size="small" variant="outlined" disabled={busy} onClick={onKeepMine}>
            {t('history:conflict.keepMine')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{t('history:conflict.title')}</AlertTitle>
      <Typography variant="body2">{t('history:conflict.kept')}</Typography>
      {changes.length === 0 && <Typography variant="body2">{t('history:conflict.unknown')}</Typography>}
      {changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label={t('history:conflict.changes')}>
          {changes.map((entry) => (
            <li key={entry.id}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {t('history:conflict.who', { user: words.user(entry.userName), time: words.time(entry.at) })}
              </Typography>
              {entry.changes.length > 0 ? (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      <Typography variant="body2" component="span">
                        {words.change(change)}
                      </Typography>
                    </li>
                  ))}
                </Box>
              ) : (
                <Typography variant="body2" component="span">
                  {' '}
                  {words.action(entry.action)}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
      {failure !== null && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('history:conflict.readFailed', { reason: describeError(failure, t) })}
        </Typography>
      )}
    </Alert>
  );
}
