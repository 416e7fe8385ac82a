import { memo, Suspense, useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useLogout } from '../../features/session/use-logout';
import type { Me } from '../../core/session';
import { useNotify } from '../../ui/notify';
import { describeError } from '../../core/errors';
import { visibleMenu, type MenuItem } from './menu';
import { useAppConfig } from '../../core/config';
import { ShortcutSheetHost } from '../../core/shortcuts';
import { ProductDetailsProvider } from './product-details-provider';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { featureShells } from './feature-shells';

/** What the features mount on every screen (their shortcuts' listeners), once. */
const GLOBALS = Object.entries(featureShells).flatMap(([file, shell]) => (shell.global ? [{ file, Global: shell.global }] : []));
/** The shortcuts the features offer on every screen, for the sheet `?` opens beside the core's. */
const FEATURE_SHORTCUTS = Object.values(featureShells).flatMap((shell) => shell.shortcuts ?? []);

export const DRAWER_WIDTH = 232;

/** The screen's place: as high as the window, scrolling itself; a column, so a list screen can fill it (ListPage). */
const MAIN_SX = { flexGrow: 1, minWidth: 0, height: '100%', overflow: 'auto', display: 'flex', flexDirection: 'column', p: { xs: 1.5, sm: 2.5 } } as const;

interface ShellDrawerProps {
  desktop: boolean;
  mobileOpen: boolean;
  onClose: () => void;
  items: readonly MenuItem[];
  onLogout: () => void;
  loggingOut: boolean;
}

/** The sidebar: permanent on desktop, a temporary drawer on small screens. */
const ShellDrawer = memo(function ShellDrawer({ desktop, mobileOpen, onClose, items, onLogout, loggingOut }: ShellDrawerProps) {
  const { t } = useTranslation(['app', 'session']);
  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar variant="dense" />
      <Box component="nav" id="main-menu" aria-label={t('app:shell.mainNav')} sx={{ flexGrow: 1, overflowY: 'auto', py: 1 }}>
        <SideNav items={items} onNavigate={desktop ? undefined : onClose} />
      </Box>
      <Divider />
      <List dense>
        <li>
          <ListItemButton onClick={onLogout} disabled={loggingOut}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('app:shell.logout')} />
          </ListItemButton>
        </li>
      </List>
    </Box>
  );
  return desktop ? (
    <Drawer
      variant="permanent"
      open
      sx={{
        width: DRAWER_WIDTH,
        flexShrink: 0,
        // Under the top bar (its spacer Toolbar keeps the entries clear), so that slide-ins
        // and dialogs, on the drawer layer and above, cover the top bar too.
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', zIndex: (theme) => theme.zIndex.appBar - 1 },
      }}
    >
      {content}
    </Drawer>
  ) : (
    <Drawer
      variant="temporary"
      open={mobileOpen}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      {content}
    </Drawer>
  );
});

/** The screen's place; only its Outlet follows the route. */
const ShellMain = memo(function ShellMain() {
  const { t } = useTranslation('common');
  return (
    <Box component="main" sx={MAIN_SX}>
      <Toolbar variant="dense" />
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={t('common:status.loading')} />
          </Box>
        }
      >
        <ProductDetailsProvider>
          <Outlet />
        </ProductDetailsProvider>
      </Suspense>
    </Box>
  );
});

/**
 * Top bar, sidebar and the screen. A route change (opening an order changes the URL) renders
 * only what follows the route: the screen's Outlet and the sidebar's links (which mark the active
 * entry). The shell reads no location (sign-out navigates through the app's stable navigate), and
 * its parts are memoized with stable props, should it render for another reason.
 */
export function AppShell({ me }: { me: Me }) {
  const { t } = useTranslation(['app', 'session']);
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const { logout, loading: loggingOut } = useLogout();
  const notify = useNotify();
  const { monthEndReportUrl } = useAppConfig();
  const items = useMemo(() => visibleMenu(me, undefined, { monthEndReport: monthEndReportUrl }), [me, monthEndReportUrl]);
  const closeMenu = useCallback(() => setMobileOpen(false), []);
  const toggleMenu = useCallback(() => setMobileOpen((open) => !open), []);

  const signOut = useCallback(() => {
    logout().catch((error: unknown) => notify.error(`${t('session:logout.failed')} ${describeError(error, t)}`));
  }, [logout, notify, t]);

  return (
    // The window does not scroll: the screen (main) does, and a list screen's table fills what is
    // left of it and scrolls its own rows, so the grid renders only the rows in view (DataTable).
    <Box sx={{ display: 'flex', height: '100vh' }}>
      <TopBar me={me} menuOpen={mobileOpen} onToggleMenu={desktop ? undefined : toggleMenu} onLogout={signOut} loggingOut={loggingOut} />
      <ShellDrawer desktop={desktop} mobileOpen={mobileOpen} onClose={closeMenu} items={items} onLogout={signOut} loggingOut={loggingOut} />
      <ShellMain />
      {GLOBALS.map(({ file, Global }) => (
        <Global key={file} />
      ))}
      <ShortcutSheetHost features={FEATURE_SHORTCUTS} />
    </Box>
  );
}
