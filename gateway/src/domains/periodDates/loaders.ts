import { listLoader } from '../../loaders/loaders';
import { listPeriodDates } from '../../provider/calls/periodDates';

/** All period dates: one provider call per request. */
export const periodDatesLoader = listLoader('periodDates', listPeriodDates, (p) => p.id);
