// The shortcuts namespace, both languages: it comes with the sheet's own chunk, loaded on the first `?`.
import { addTexts } from '../../i18n';
import en from '../../i18n/en_US/shortcuts.json';
import nl from '../../i18n/nl_BE/shortcuts.json';

addTexts('shortcuts', { nl_BE: nl, en_US: en });
