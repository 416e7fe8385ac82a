import { createMemoryStore } from '../memory-store';
import { HistoryRecorder } from '../recorder';

/** A history for a hand-built test context: in memory, acting for nobody. */
export const memoryRecorder = (): HistoryRecorder => new HistoryRecorder(createMemoryStore(), null);
