import { memo, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../core/session';
import { lazyPart, PartSuspense, preloadProps, useOpenedOnce } from '../../ui/lazy-part';
import { useStableNavigate } from '../../ui/navigation';
import { LanguageSwitch } from './language-switch';

// Opened from the account menu only: its list, chips and mutation stay out of every screen's load.
const SessionsDialog = lazyPart(() => import('../../features/session/sessions-dialog').then((m) => m.SessionsDialog));

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
        <AccountMenu name={name} />
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

/** The signed-in user's name, opening their menu: their sessions (ASVS 3.3.4) and the password change. */
function AccountMenu({ name }: { name: string }) {
  const { t } = useTranslation('app');
  const navigate = useStableNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [sessionsOpen, setSessionsOpen] = useState(false);
  const sessionsOpened = useOpenedOnce(sessionsOpen);
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('shell.accountMenu', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'account-menu' : undefined}
        title={t('shell.signedInAs', { name })}
        data-testid="signed-in-user"
        sx={{ textTransform: 'none', minWidth: 0, gap: 0.5 }}
      >
        <PersonIcon fontSize="small" aria-hidden />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          <Typography variant="body2" noWrap component="span">
            {name}
          </Typography>
        </Box>
      </Button>
      <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          {...preloadProps(SessionsDialog)}
          onClick={() => {
            setAnchor(null);
            setSessionsOpen(true);
          }}
        >
          {t('shell.sessions')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate('/update-password');
          }}
        >
          {t('shell.changePassword')}
        </MenuItem>
      </Menu>
      {sessionsOpened && (
        <PartSuspense fallback={null}>
          <SessionsDialog open={sessionsOpen} onClose={() => setSessionsOpen(false)} />
        </PartSuspense>
      )}
    </>
  );
}
