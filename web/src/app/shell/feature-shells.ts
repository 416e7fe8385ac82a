/**
 * Every feature's `shell.tsx` (its routes and sidebar entries, pages loaded lazily), found by
 * Vite at build time. A new feature adds its `shell.tsx` and nothing else. Under jest (no Vite)
 * web/test/feature-shells.js reads the same folder instead (jest.config.js maps this module to it).
 */
import type { FeatureShell } from '../../core/feature-shell';

export const featureShells: Record<string, FeatureShell> = import.meta.glob<FeatureShell>('../../features/*/shell.tsx', { eager: true, import: 'shell' });
