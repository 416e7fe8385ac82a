import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Notice } from '../../ui/notify';
import { ChangePasswordDocument, type UserError } from '../../generated/graphql';
import { describeError, describeUserError } from '../../app/errors';
import { EMAIL_PATTERN, muiField } from '../../app/forms';
import { PasswordField } from '../../ui/password-field';
import { forgetEmail, rememberedEmail } from './remembered-email';
import { useMe } from '../../app/session';
import { useSignIn } from './use-sign-in';

/** Spec §5: the first refusal is shown, translated, for 5 seconds. */
export const CHANGE_PASSWORD_ERROR_MS = 5000;

interface ChangePasswordValues {
  email: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type Problem = { userError: Pick<UserError, 'code' | 'message' | 'field'> } | { error: unknown };

export function ChangePasswordPage() {
  const { t } = useTranslation(['session', 'app']);
  const navigate = useNavigate();
  const { me } = useMe();
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  const [signIn, { loading: signingIn }] = useSignIn();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [signInProblem, setSignInProblem] = useState<Problem | null>(null);
  const [changed, setChanged] = useState<{ email: string; password: string } | null>(null);
  const initialEmail = rememberedEmail();
  // Without a session the provider needs to know whose password this is.
  const askEmail = !me;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    defaultValues: { email: initialEmail, currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const required = { required: t('session:validation.required') };

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

  const signInAgain = async () => {
    if (!changed) return;
    setSignInProblem(null);
    try {
      const { data } = await signIn({ variables: { email: changed.email, password: changed.password } });
      const refusal = data?.login.userErrors[0];
      if (refusal) setSignInProblem({ userError: refusal });
      else if (data?.login.me) navigate('/sales-order', { replace: true });
      else setSignInProblem({ error: null });
    } catch (error) {
      setSignInProblem({ error });
    }
  };

  const message = problem === null ? null : 'userError' in problem ? describeUserError(problem.userError, t) : describeError(problem.error, t);
  const signInMessage =
    signInProblem === null ? null : 'userError' in signInProblem ? describeUserError(signInProblem.userError, t) : describeError(signInProblem.error, t);

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
            {...muiField(
              register('email', {
                ...required,
                pattern: { value: EMAIL_PATTERN, message: t('session:validation.email') },
              }),
            )}
            type="email"
            label={t('session:changePassword.email')}
            autoComplete="username"
            autoFocus={!initialEmail}
            required
            fullWidth
            error={!!errors.email}
            helperText={errors.email?.message}
          />
        )}
        <PasswordField
          {...muiField(register('currentPassword', required))}
          label={t('session:changePassword.current')}
          autoComplete="current-password"
          autoFocus={!askEmail || !!initialEmail}
          required
          fullWidth
          error={!!errors.currentPassword}
          helperText={errors.currentPassword?.message}
        />
        <PasswordField
          {...muiField(register('newPassword', required))}
          label={t('session:changePassword.new')}
          autoComplete="new-password"
          required
          fullWidth
          error={!!errors.newPassword}
          helperText={errors.newPassword?.message}
        />
        <PasswordField
          {...muiField(register('confirmPassword', required))}
          label={t('session:changePassword.repeat')}
          autoComplete="new-password"
          required
          fullWidth
          error={!!errors.confirmPassword}
          helperText={errors.confirmPassword?.message}
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
    </>
  );
}
