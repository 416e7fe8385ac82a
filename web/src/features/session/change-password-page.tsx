import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Notice } from '../../ui/notify';
import { describeProblem, type FormProblem } from '../../core/errors';
import { EMAIL_PATTERN } from '../../core/forms';
import { useStableNavigate } from '../../ui/navigation';
import { PasswordField } from '../../ui/password-field';
import { forgetEmail, rememberedEmail } from './remembered-email';
import { useMe } from '../../core/session';
import { email as emailRule, required, useSessionForm } from './session-form';
import { useChangePassword, useSignIn } from './use-sign-in';
import { HOME_PATH } from '../../core/home-screen';

/** Spec §5: the first refusal is shown, translated, for 5 seconds. */
export const CHANGE_PASSWORD_ERROR_MS = 5000;

type ChangePasswordValues = { email: string; currentPassword: string; newPassword: string; confirmPassword: string };

/** Change password (spec 01 §2), with or without a session; after the change the user signs in with the new password. */
export function ChangePasswordPage() {
  const { t } = useTranslation(['session', 'app']);
  const { me } = useMe();
  const [changePassword, { loading }] = useChangePassword();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [changed, setChanged] = useState<{ email: string; password: string } | null>(null);
  // ASVS 3.3.3: a new password ends what the old one opened elsewhere, unless the user says otherwise
  const [endOthers, setEndOthers] = useState(true);
  const initialEmail = rememberedEmail();
  // Without a session the provider needs to know whose password this is.
  const askEmail = !me;
  const { field, handleSubmit } = useSessionForm<ChangePasswordValues>(
    { email: initialEmail, currentPassword: '', newPassword: '', confirmPassword: '' },
    { ...(askEmail ? { email: emailRule(EMAIL_PATTERN) } : {}), currentPassword: required, newPassword: required, confirmPassword: required },
  );

  const onSubmit = async (values: ChangePasswordValues) => {
    setProblem(null);
    const email = askEmail ? values.email.trim() : (me?.userName ?? '');
    try {
      const { data } = await changePassword({
        variables: {
          input: {
            userName: askEmail ? email : null,
            currentPassword: values.currentPassword,
            newPassword: values.newPassword,
            confirmPassword: values.confirmPassword,
            endOtherSessions: endOthers,
          },
        },
      });
      const refusal = data?.changePassword.userErrors[0];
      if (refusal) setProblem({ userError: refusal });
      else if (data?.changePassword.ok) {
        forgetEmail();
        setChanged({ email, password: values.newPassword });
      } else setProblem({ error: null });
    } catch (error) {
      setProblem({ error });
    }
  };

  const message = describeProblem(problem, t);

  return (
    <>
      <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={2} aria-labelledby="change-password-title">
        <div>
          <Typography id="change-password-title" variant="h5" component="h1" gutterBottom>
            {t('session:changePassword.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('session:changePassword.intro')}
          </Typography>
        </div>
        {askEmail && (
          <TextField
            {...field('email', t)}
            type="email"
            label={t('session:changePassword.email')}
            autoComplete="username"
            autoFocus={!initialEmail}
            required
            fullWidth
          />
        )}
        <PasswordField
          {...field('currentPassword', t)}
          label={t('session:changePassword.current')}
          autoComplete="current-password"
          autoFocus={!askEmail || !!initialEmail}
          required
          fullWidth
        />
        <PasswordField {...field('newPassword', t)} label={t('session:changePassword.new')} autoComplete="new-password" required fullWidth />
        <PasswordField {...field('confirmPassword', t)} label={t('session:changePassword.repeat')} autoComplete="new-password" required fullWidth />
        <FormControlLabel
          control={<Checkbox checked={endOthers} onChange={(e) => setEndOthers(e.target.checked)} name="endOtherSessions" />}
          label={t('session:changePassword.endOthers')}
        />
        <Notice message={message} duration={CHANGE_PASSWORD_ERROR_MS} onClose={() => setProblem(null)} sx={{ mb: 0 }} />
        <Button type="submit" variant="contained" size="medium" disabled={loading}>
          {loading ? t('session:changePassword.submitting') : t('session:changePassword.submit')}
        </Button>
        {!me && (
          <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'flex-start' }}>
            {t('session:changePassword.backToLogin')}
          </Link>
        )}
      </Stack>
      <PasswordChangedDialog changed={changed} />
    </>
  );
}

/** Says the password changed and signs in with the new one; a refused sign-in is said in the dialog. */
function PasswordChangedDialog({ changed }: { changed: { email: string; password: string } | null }) {
  const { t } = useTranslation(['session', 'app']);
  const navigate = useStableNavigate();
  const [signIn, { loading: signingIn }] = useSignIn();
  const [signInProblem, setSignInProblem] = useState<FormProblem | null>(null);

  const signInAgain = async () => {
    if (!changed) return;
    setSignInProblem(null);
    try {
      const { data } = await signIn({ variables: { email: changed.email, password: changed.password } });
      const refusal = data?.login.userErrors[0];
      if (refusal) setSignInProblem({ userError: refusal });
      else if (data?.login.me) navigate(HOME_PATH, { replace: true });
      else setSignInProblem({ error: null });
    } catch (error) {
      setSignInProblem({ error });
    }
  };

  const signInMessage = describeProblem(signInProblem, t);
  return (
    <Dialog open={changed !== null} aria-labelledby="password-changed-title" aria-describedby="password-changed-text">
      <DialogTitle id="password-changed-title">{t('session:changePassword.successTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="password-changed-text">{t('session:changePassword.successText')}</DialogContentText>
        {signInMessage && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {signInMessage}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={signInAgain} disabled={signingIn} autoFocus>
          {t('session:changePassword.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
