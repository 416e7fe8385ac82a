// This domain's texts, both languages: they load with the screen's code (see i18n/namespace-files.ts).
import { addTexts } from '../../i18n';
import en from '../../i18n/en_US/salesOrders.json';
import nl from '../../i18n/nl_BE/salesOrders.json';

addTexts('salesOrders', { nl_BE: nl, en_US: en });
