import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { describeError, describeUserError, errorCode, type UserErrorLike } from '../../core/errors';
import { EMAIL_PATTERN } from '../../core/forms';
import { HOME_PATH, usePreloadHomeScreen, whenIdle } from '../../core/home-screen';
import { useStableNavigate } from '../../ui/navigation';
import { PasswordField } from '../../ui/password-field';
import { rememberEmail } from './remembered-email';
import { email, required, useSessionForm } from './session-form';
import { useSignIn } from './use-sign-in';

/** Spec §9: after an expired-password refusal the user goes to /update-password after 4 s. */
export const EXPIRED_REDIRECT_MS = 4000;

type LoginValues = { email: string; password: string };

type Problem = { userError: UserErrorLike; retryAfterSeconds?: number | null } | { error: unknown };

export function LoginPage() {
  const { t } = useTranslation(['session', 'app']);
  const navigate = useStableNavigate();
  const [signIn, { loading }] = useSignIn();
  const preloadHomeScreen = usePreloadHomeScreen();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [expired, setExpired] = useState(false);
  const { field, handleSubmit } = useSessionForm<LoginValues>({ email: '', password: '' }, { email: email(EMAIL_PATTERN), password: required });

  // the screen after sign-in loads while the user types (the sign-in starts it too, for a fast Enter)
  useEffect(() => whenIdle(preloadHomeScreen), [preloadHomeScreen]);

  useEffect(() => {
    if (!expired) return undefined;
    const timer = setTimeout(() => navigate('/update-password'), EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, navigate]);

  const passwordExpired = (email: string) => {
    rememberEmail(email);
    setExpired(true);
  };

  const onSubmit = async ({ email, password }: LoginValues) => {
    setProblem(null);
    try {
      const { data } = await signIn({ variables: { email: email.trim(), password } });
      const payload = data?.login;
      const refusal = payload?.userErrors[0];
      if (refusal) {
        setProblem({ userError: refusal, retryAfterSeconds: payload?.retryAfterSeconds });
        if (refusal.code === 'PASSWORD_EXPIRED') passwordExpired(email.trim());
        return;
      }
      if (!payload?.me) {
        setProblem({ error: null });
        return;
      }
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      setProblem({ error });
      if (errorCode(error) === 'PASSWORD_EXPIRED') passwordExpired(email.trim());
    }
  };

  const message =
    problem === null
      ? null
      : 'userError' in problem
        ? problem.userError.code === 'TOO_MANY_ATTEMPTS'
          ? t('session:login.tooManyAttempts', { count: Math.max(1, Math.ceil((problem.retryAfterSeconds ?? 60) / 60)) })
          : describeUserError(problem.userError, t)
        : describeError(problem.error, t);

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={2} aria-labelledby="login-title">
      <div>
        <Typography id="login-title" variant="h5" component="h1" gutterBottom>
          {t('session:login.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('session:login.intro')}
        </Typography>
      </div>
      <TextField {...field('email', t)} type="email" label={t('session:login.email')} autoComplete="username" autoFocus required fullWidth />
      <PasswordField {...field('password', t)} label={t('session:login.password')} autoComplete="current-password" required fullWidth />
      {message && (
        <Alert severity="error" role="alert">
          {message}
          {expired && <div>{t('session:login.expiredRedirect')}</div>}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="medium" disabled={loading || expired}>
        {loading ? t('session:login.submitting') : t('session:login.submit')}
      </Button>
      <Link component={RouterLink} to="/update-password" variant="body2" sx={{ alignSelf: 'flex-start' }}>
        {t('session:login.changePassword')}
      </Link>
    </Stack>
  );
}
