import { memo } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../core/session';
import { LanguageSwitch } from './language-switch';

interface TopBarProps {
  me: Me;
  /** Shown on small screens, where the sidebar is a temporary drawer. */
  onToggleMenu?: () => void;
  menuOpen: boolean;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Memoized: the shell renders again on every route change, the top bar has nothing to follow there. */
export const TopBar = memo(function TopBar({ me, onToggleMenu, menuOpen, onLogout, loggingOut }: TopBarProps) {
  const { t } = useTranslation('app');
  const name = me.displayName || me.userName;
  return (
    // The default app-bar layer: above the permanent sidebar (see AppShell), below slide-ins and dialogs.
    <AppBar position="fixed" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: 1.5 }}>
        {onToggleMenu && (
          <IconButton color="inherit" edge="start" onClick={onToggleMenu} aria-label={t('shell.openMenu')} aria-expanded={menuOpen} aria-controls="main-menu">
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
          {t('name')}
        </Typography>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.5 }} title={t('shell.signedInAs', { name })} data-testid="signed-in-user">
          <PersonIcon fontSize="small" aria-hidden />
          <Typography variant="body2" noWrap>
            {name}
          </Typography>
        </Box>
        <LanguageSwitch color="inverted" />
        <Tooltip title={t('shell.logout')}>
          <span>
            <IconButton color="inherit" onClick={onLogout} disabled={loggingOut} aria-label={t('shell.logout')}>
              <LogoutIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
});
