import { onceLoader } from '../../loaders/loaders';
import { listDemurrage, type DemurrageList } from '../../provider/calls/demurrage';

/** The whole list with the provider's free days: one provider call per request. */
export const demurrageLoader = onceLoader<DemurrageList>('demurrage', listDemurrage);
