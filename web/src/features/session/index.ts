export { LoginPage } from './login-page';
export { ChangePasswordPage } from './change-password-page';
export { useLogout } from './use-logout';
