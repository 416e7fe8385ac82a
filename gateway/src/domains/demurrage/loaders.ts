import type { LoaderDef } from '../../loaders/loaders';
import { listDemurrage, type DemurrageList } from '../../provider/calls/demurrage';

/** The whole list with the provider's free days: one provider call per request. */
export const demurrageLoader: LoaderDef<{ list(): Promise<DemurrageList> }> = {
  name: 'demurrage',
  create(provider) {
    let answer: Promise<DemurrageList> | undefined;
    return { list: () => (answer ??= listDemurrage(provider)) };
  },
};
