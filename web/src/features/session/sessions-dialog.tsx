import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { EndOtherSessionsDocument, MySessionsDocument } from '../../generated/session/graphql';
import { describeError, describeProblem, type FormProblem } from '../../core/errors';
import { formatHistoryTime } from '../../core/history/entry-words';
import { PasswordField } from '../../ui/password-field';

interface SessionsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Your sessions" (ASVS 3.3.4): where the user is signed in, this session marked, and a way to sign
 * out everywhere else after entering the password again.
 */
export function SessionsDialog({ open, onClose }: SessionsDialogProps) {
  const { t } = useTranslation(['session', 'app']);
  const { data, error, refetch } = useQuery(MySessionsDocument, { skip: !open, fetchPolicy: 'network-only' });
  const [endOthers, { loading: ending }] = useMutation(EndOtherSessionsDocument);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [ended, setEnded] = useState<number | null>(null);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  const close = () => {
    setPassword('');
    setProblem(null);
    setEnded(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEnded(null);
    if (!password) return setProblem({ words: t('session:validation.required') });
    setProblem(null);
    try {
      const { data: answer } = await endOthers({ variables: { input: { password } } });
      const refusal = answer?.endOtherSessions.userErrors[0];
      if (refusal) return setProblem({ userError: refusal });
      setPassword('');
      setEnded(answer?.endOtherSessions.endedSessions ?? 0);
      await refetch();
    } catch (failure) {
      setProblem({ error: failure });
    }
  };

  const message = describeProblem(problem, t);
  return (
    <Dialog open={open} onClose={close} aria-labelledby="sessions-title" fullWidth maxWidth="sm">
      <DialogTitle id="sessions-title">{t('session:sessions.title')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert">
            {describeError(error, t)}
          </Alert>
        )}
        <List dense aria-label={t('session:sessions.title')}>
          {sessions.map((s) => (
            <ListItem key={s.id} disableGutters aria-current={s.current ? 'true' : undefined}>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} alignItems="center" component="span">
                    <span>{s.userAgent ?? t('session:sessions.unknownDevice')}</span>
                    {s.current && <Chip size="small" color="primary" label={t('session:sessions.thisOne')} component="span" />}
                  </Stack>
                }
                secondary={t('session:sessions.times', { started: formatHistoryTime(s.startedAt), lastUsed: formatHistoryTime(s.lastUsedAt) })}
              />
            </ListItem>
          ))}
        </List>
        {ended !== null && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('session:sessions.ended', { count: ended })}
          </Alert>
        )}
        {others > 0 && (
          <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('session:sessions.endOthers')}>
            <DialogContentText>{t('session:sessions.askPassword')}</DialogContentText>
            <PasswordField
              name="password"
              label={t('session:sessions.password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={message !== null}
              helperText={message ?? ' '}
              required
              fullWidth
            />
            <Button type="submit" variant="contained" disabled={ending} sx={{ alignSelf: 'flex-start' }}>
              {t('session:sessions.endOthers')}
            </Button>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('session:sessions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
