// This domain's texts, both languages: they load with the search box's code (see i18n/namespace-files.ts).
import { addTexts } from '../../i18n';
import en from '../../i18n/en_US/search.json';
import nl from '../../i18n/nl_BE/search.json';

addTexts('search', { nl_BE: nl, en_US: en });
