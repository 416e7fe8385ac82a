import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, setLanguage } from '../../i18n';

/** En / Nl; the choice is remembered by setLanguage (localStorage). */
export function LanguageSwitch({ color = 'standard' }: { color?: 'standard' | 'inverted' }) {
  const { t, i18n } = useTranslation('app');
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <ToggleButtonGroup
      value={current}
      exclusive
      size="small"
      aria-label={t('shell.language')}
      onChange={(_event, value: unknown) => {
        if (isLanguage(value)) void setLanguage(value);
      }}
      sx={
        color === 'inverted'
          ? {
              '& .MuiToggleButton-root': { color: 'primary.contrastText', borderColor: 'rgba(255,255,255,0.5)', px: 1, py: 0.25 },
              '& .MuiToggleButton-root.Mui-selected': { color: 'primary.main', bgcolor: 'primary.contrastText' },
              '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'grey.200' },
            }
          : { '& .MuiToggleButton-root': { px: 1, py: 0.25 } }
      }
    >
      {[...LANGUAGES].reverse().map(({ code, label }) => (
        <ToggleButton key={code} value={code} lang={code.replace('_', '-')}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
