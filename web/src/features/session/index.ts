export { LoginPage } from './login-page';
export { ChangePasswordPage } from './change-password-page';
export { useMe, type Me, type Capability } from './use-me';
export { useLogout } from './use-logout';
export { writeMe, clearMe } from './session-cache';
