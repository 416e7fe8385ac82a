import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** What a form inside a guarded container tells it (useFormGuard registers one). */
export interface GuardedForm {
  /** Whether closing now would lose what the user typed. */
  dirty: () => boolean;
  /** The user chose to throw the input away: forget any draft. */
  discard: () => void;
  /** Present when the form keeps a draft: the input is stored and comes back when the form reopens. */
  keepDraft?: () => void;
}

interface Registry {
  register: (form: GuardedForm) => () => void;
  /** The container's guarded close, for a close button rendered inside it. */
  requestClose: () => void;
}

const CloseGuardContext = createContext<Registry | null>(null);

/** The guard of the nearest slide-in, form modal or form dialog, for the form inside it; null outside one. */
export function useCloseGuardRegistry(): Registry | null {
  return useContext(CloseGuardContext);
}

export interface CloseGuard {
  /** The container's close (close button, Esc, backdrop): asks first when a form inside has unsaved input. */
  requestClose: () => void;
  /** Wrap the container's content: the forms inside register through it. */
  provide: (children: ReactNode) => ReactElement;
  /** "Discard your changes?", rendered by the container. */
  dialog: ReactElement;
  /** For a container whose own component holds the form (FormDialog's `dirty`). */
  register: Registry['register'];
}

/**
 * The close of a container holding forms (issue 34: one stray click or Esc threw away what was
 * typed). A clean form closes at once; a form with changes asks, with Keep editing focused.
 */
export function useCloseGuard(onClose: () => void): CloseGuard {
  const { t } = useTranslation('ui');
  const forms = useRef(new Set<GuardedForm>());
  const [asking, setAsking] = useState<GuardedForm[] | null>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  const requestClose = useCallback(() => {
    const dirty = [...forms.current].filter((f) => f.dirty());
    if (dirty.length === 0) latestClose.current();
    else setAsking(dirty);
  }, []);
  const registry = useMemo<Registry>(
    () => ({
      register: (form) => {
        forms.current.add(form);
        return () => void forms.current.delete(form);
      },
      requestClose,
    }),
    [requestClose],
  );

  const finish = (how: 'discard' | 'keepDraft') => {
    for (const form of asking ?? []) (how === 'discard' ? form.discard : form.keepDraft)?.();
    setAsking(null);
    latestClose.current();
  };
  const draftable = (asking ?? []).length > 0 && (asking ?? []).every((f) => f.keepDraft);

  const dialog = (
    <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="discard-changes-title" maxWidth="xs" fullWidth>
      <DialogTitle id="discard-changes-title">{t('closeGuard.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{draftable ? t('closeGuard.messageWithDraft') : t('closeGuard.message')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setAsking(null)} variant="contained" autoFocus>
          {t('closeGuard.keepEditing')}
        </Button>
        {draftable && (
          <Button onClick={() => finish('keepDraft')} color="inherit">
            {t('closeGuard.keepDraft')}
          </Button>
        )}
        <Button onClick={() => finish('discard')} color="error">
          {t('closeGuard.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );

  const provide = (children: ReactNode) => <CloseGuardContext.Provider value={registry}>{children}</CloseGuardContext.Provider>;
  return { requestClose, provide, dialog, register: registry.register };
}
