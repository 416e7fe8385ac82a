// The history namespace, both languages: several features show history entries (the changes list, the
// history tabs, the conflict panel), so the words come with the helpers they all import.
// Each domain's record types and fields come from its own namespace (`history`, gathered by npm run codegen).
import { addTexts } from '../../i18n';
import en from '../../i18n/en_US/history.json';
import { historyTexts } from '../../i18n/history-texts.generated';
import nl from '../../i18n/nl_BE/history.json';

addTexts('history', { nl_BE: nl, en_US: en });
addTexts('history', { nl_BE: historyTexts.nl_BE ?? {}, en_US: historyTexts.en_US ?? {} });
