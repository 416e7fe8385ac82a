export { LoginPage } from './login-page';
export { ChangePasswordPage } from './change-password-page';
// useLogout (./use-logout) is imported by the shell from its file: it needs Apollo Client, which
// the login screens do without.
