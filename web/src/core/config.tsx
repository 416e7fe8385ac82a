import { createContext, useContext, type ReactNode } from 'react';

/**
 * Settings from the build environment. main.tsx reads `import.meta.env` (Vite) and hands them in
 * here, so that everything below stays free of `import.meta` and runs under jest as it is.
 */
export interface AppConfig {
  /** The external report page the Reports › Month-end report entry opens in a new tab; '' hides the entry. */
  monthEndReportUrl: string;
  /** The gateway's GraphQL endpoint. */
  graphqlUrl: string;
}

export const DEFAULT_CONFIG: AppConfig = { monthEndReportUrl: '', graphqlUrl: '/graphql' };

const ConfigContext = createContext<AppConfig>(DEFAULT_CONFIG);

export function AppConfigProvider({ config, children }: { config?: Partial<AppConfig>; children: ReactNode }) {
  return <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, ...config }}>{children}</ConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  return useContext(ConfigContext);
}
