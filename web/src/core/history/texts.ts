// The history namespace, both languages: several features show history entries (the changes list, the
// history tabs, the conflict panel), so the words come with the helpers they all import.
import { addTexts } from '../../i18n';
import en from '../../i18n/en_US/history.json';
import nl from '../../i18n/nl_BE/history.json';

addTexts('history', { nl_BE: nl, en_US: en });
