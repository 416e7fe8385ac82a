import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from './menu';
import { useAppConfig } from '../../core/config';

interface SideNavProps {
  items: readonly MenuItem[];
  /** Called after an entry was chosen (closes the temporary drawer on small screens). */
  onNavigate?: () => void;
  depth?: number;
}

function MenuGroup({ item, onNavigate, depth }: { item: Extract<MenuItem, { kind: 'group' }>; onNavigate?: () => void; depth: number }) {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(true);
  const Icon = item.icon;
  const id = `menu-group-${item.label.replace(/\W/g, '-')}`;
  return (
    <li>
      <ListItemButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={id} sx={{ pl: 2 + depth * 2 }}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(item.label)} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} id={id}>
        <SideNav items={item.children} onNavigate={onNavigate} depth={depth + 1} />
      </Collapse>
    </li>
  );
}

/** The sidebar's entries: router links, external links (new tab) and collapsible groups. */
export function SideNav({ items, onNavigate, depth = 0 }: SideNavProps) {
  const { t } = useTranslation('app');
  const { monthEndReportUrl } = useAppConfig();
  return (
    <List dense disablePadding={depth > 0} component="ul">
      {items.map((item) => {
        if (item.kind === 'group') return <MenuGroup key={item.label} item={item} onNavigate={onNavigate} depth={depth} />;
        const Icon = item.icon;
        const icon = (
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        );
        if (item.kind === 'external') {
          return (
            <li key={item.label}>
              <ListItemButton
                component="a"
                href={monthEndReportUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onNavigate}
                sx={{ pl: 2 + depth * 2 }}
                aria-label={`${t(item.label)} (${t('shell.opensInNewTab')})`}
              >
                {icon}
                <ListItemText primary={t(item.label)} />
                <OpenInNewIcon fontSize="inherit" sx={{ color: 'text.secondary' }} aria-hidden />
              </ListItemButton>
            </li>
          );
        }
        return (
          <li key={item.to}>
            <ListItemButton
              component={NavLink}
              to={item.to}
              onClick={onNavigate}
              sx={{
                pl: 2 + depth * 2,
                '&.active': { bgcolor: 'action.selected', '& .MuiListItemIcon-root, & .MuiListItemText-primary': { color: 'primary.main', fontWeight: 600 } },
              }}
            >
              {icon}
              <ListItemText primary={t(item.label)} />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
