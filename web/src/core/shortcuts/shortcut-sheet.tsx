import './texts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keyCaps, SHORTCUT_SCOPES, SHORTCUTS } from './shortcuts';

/** One shortcut's keys: each key in a <kbd>, alternatives side by side. */
function Keys({ keys }: { keys: string }) {
  const { t } = useTranslation('shortcuts');
  return (
    <>
      {keyCaps(keys).map((chord, i) => (
        <Fragment key={chord.join('+')}>
          {i > 0 && ` ${t('or')} `}
          {chord.map((key, j) => (
            <Fragment key={key}>
              {j > 0 && '+'}
              <Box component="kbd" sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'inherit', fontSize: 12 }}>
                {t(`key.${key}`, { defaultValue: key })}
              </Box>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
}

/** A feature's shortcut on every screen (its shell's `shortcuts`), its label a key of the app namespace. */
export interface FeatureShortcut {
  keys: string;
  label: string;
}

/** The sheet `?` opens: every shortcut of the registry and the features', grouped by where it works, in the user's language. */
export function ShortcutSheet({ onClose, features = [] }: { onClose: () => void; features?: readonly FeatureShortcut[] }) {
  const { t } = useTranslation('shortcuts');
  const { t: app } = useTranslation('app');
  return (
    <Dialog open onClose={onClose} aria-labelledby="shortcut-sheet-title" fullWidth maxWidth="sm">
      <DialogTitle id="shortcut-sheet-title">{t('title')}</DialogTitle>
      <DialogContent>
        {SHORTCUT_SCOPES.map((scope) => (
          <Box component="section" key={scope} aria-labelledby={`shortcut-scope-${scope}`} sx={{ mb: 2 }}>
            <Typography id={`shortcut-scope-${scope}`} variant="subtitle2" component="h3">
              {t(`scope.${scope}`)}
            </Typography>
            <Table size="small" aria-labelledby={`shortcut-scope-${scope}`}>
              <TableBody>
                {SHORTCUTS.filter((s) => s.scope === scope).map((s) => (
                  <TableRow key={s.id}>
                    <TableCell sx={{ width: '45%', whiteSpace: 'nowrap' }}>
                      <Keys keys={s.keys} />
                    </TableCell>
                    <TableCell>{t(`label.${s.label}`)}</TableCell>
                  </TableRow>
                ))}
                {scope === 'everywhere' &&
                  features.map((s) => (
                    <TableRow key={s.keys}>
                      <TableCell sx={{ width: '45%', whiteSpace: 'nowrap' }}>
                        <Keys keys={s.keys} />
                      </TableCell>
                      <TableCell>{app(s.label)}</TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
