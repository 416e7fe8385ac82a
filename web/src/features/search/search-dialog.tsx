import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useStableNavigate } from '../../ui/navigation';
import { describeError } from '../../core/errors';
import type { SearchHitFieldsFragment } from '../../generated/graphql';
import { LISTBOX_ID, SearchResults } from './search-results';
import { narrowingOf, optionId, pathOf, type Narrowing } from './search-targets';
import { useSearch } from './use-search';

export interface SearchDialogProps {
  open: boolean;
  /** What opens it, for `aria-keyshortcuts` ("Control+K Meta+K /"). */
  keyShortcuts: string;
  /** `restoreFocus`: Esc, a click outside; not after a record opened (its panel takes the focus). */
  onClose: (restoreFocus: boolean) => void;
}

/**
 * One search box over every kind (ARIA combobox with a listbox of groups): typing lists what the
 * gateway finds, ↑/↓ move, Enter opens the record in place, Esc closes. Its state starts anew each
 * time it opens (the dialog's content unmounts when closed).
 */
export function SearchDialog({ open, keyShortcuts, onClose }: SearchDialogProps) {
  const { t } = useTranslation('search');
  return (
    <Dialog
      open={open}
      onClose={() => onClose(true)}
      fullWidth
      maxWidth="sm"
      // the shortcut's listener gives the focus back itself, not to a panel a record opened
      disableRestoreFocus
      aria-labelledby="search-title"
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } } }}
    >
      <Typography id="search-title" component="h2" sx={visuallyHidden}>
        {t('title')}
      </Typography>
      <SearchBox keyShortcuts={keyShortcuts} onClose={onClose} />
    </Dialog>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function SearchBox({ keyShortcuts, onClose }: Pick<SearchDialogProps, 'keyShortcuts' | 'onClose'>) {
  const { t } = useTranslation(['search', 'app']);
  const navigate = useStableNavigate();
  const [text, setText] = useState('');
  const [narrowing, setNarrowing] = useState<Narrowing | null>(null);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  // Enter typed before the answer to what was typed came: it opens that answer's first hit
  const [enterQueued, setEnterQueued] = useState(false);
  const { groups, hits, firstLoading, error, tooLong, pending } = useSearch(text, narrowing?.kinds);
  // the active option stays on its record while the answer changes; else the first one
  const active = hits.find((h) => optionId(h) === activeId) ?? hits[0];

  const pick = useCallback(
    (hit: SearchHitFieldsFragment) => {
      const path = pathOf(hit);
      if (path) {
        onClose(false);
        navigate(path);
        return;
      }
      const narrowed = narrowingOf(hit);
      if (narrowed) {
        setNarrowing(narrowed);
        setText(narrowed.name);
        setActiveId(undefined);
      }
    },
    [navigate, onClose],
  );
  useEffect(() => {
    if (!enterQueued || pending) return;
    setEnterQueued(false);
    if (active) pick(active);
  }, [enterQueued, pending, active, pick]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const at = active ? hits.indexOf(active) : -1;
    const move = (to: number) => {
      event.preventDefault();
      const next = hits[(to + hits.length) % hits.length];
      if (next) setActiveId(optionId(next));
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home' && event.ctrlKey) move(0);
    else if (event.key === 'End' && event.ctrlKey) move(hits.length - 1);
    else if (event.key === 'Enter') {
      event.preventDefault();
      if (pending) setEnterQueued(true);
      else if (active) pick(active);
    }
  };

  const status = tooLong
    ? t('search:tooLong')
    : error
      ? describeError(error, t)
      : firstLoading
        ? t('search:loading')
        : text.trim() && !pending && hits.length === 0
          ? t('search:none', { text: text.trim() })
          : '';
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          placeholder={t('search:placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setNarrowing(null);
            setEnterQueued(false);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': t('search:label'),
            'aria-expanded': hits.length > 0,
            'aria-controls': LISTBOX_ID,
            'aria-autocomplete': 'list',
            'aria-activedescendant': active ? optionId(active) : undefined,
            'aria-keyshortcuts': keyShortcuts,
            'aria-describedby': 'search-status',
            enterKeyHint: 'go',
          }}
        />
      </Box>
      {narrowing && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1 }}>
          {t(`search:narrowed.${narrowing.of}`, { name: narrowing.name })}
        </Typography>
      )}
      {/* in the tab order: the hits scroll by keyboard too, not only as the arrows in the box move through them (axe) */}
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto' }} aria-busy={pending} tabIndex={0} role="region" aria-label={t('search:results')}>
        <SearchResults groups={groups} active={active ? optionId(active) : undefined} onPick={pick} />
      </Box>
      <Typography id="search-status" role="status" variant="body2" color={error || tooLong ? 'error' : 'text.secondary'} sx={{ px: 2, py: status ? 1.5 : 0 }}>
        {status}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pb: 1, borderTop: 1, borderColor: 'divider', pt: 0.5 }}>
        {t('search:hint')}
      </Typography>
    </Box>
  );
}
