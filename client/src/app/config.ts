import { createContext, useContext } from 'react';

export type Stage = 'beta' | 'real';

/** Runtime configuration the server writes into index.html as window.__OSHI_CONFIG__. */
export interface RuntimeConfig {
  stage: Stage;
  devMode: boolean;
  /** Origin of the public site (no trailing slash), used for canonical URLs. */
  publicUrl: string;
  supportEmail: string;
  /** The operations manager for settlement questions. */
  settlementEmail: string;
  /** PortOne's public browser-SDK keys when the server uses PortOne; null for the built-in test gateway. */
  portone: { storeId: string; cardChannelKey: string } | null;
  /** The server takes payments through its built-in test gateway (no real money); the checkout says so. */
  testPayments: boolean;
}

declare global {
  interface Window {
    __OSHI_CONFIG__?: Partial<RuntimeConfig>;
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Reads window.__OSHI_CONFIG__; under `vite dev` it is absent and these defaults apply. */
export function getRuntimeConfig(source: Partial<RuntimeConfig> | undefined = typeof window === 'undefined' ? undefined : window.__OSHI_CONFIG__): RuntimeConfig {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return {
    stage: source?.stage === 'real' ? 'real' : 'beta',
    devMode: source ? Boolean(source.devMode) : true,
    publicUrl: trimSlash(source?.publicUrl || origin),
    supportEmail: source?.supportEmail || 'help@oshi.local',
    settlementEmail: source?.settlementEmail || 'settlement@oshi.local',
    testPayments: source ? Boolean(source.testPayments) : true,
    portone: source?.portone?.storeId && source.portone.cardChannelKey ? { storeId: source.portone.storeId, cardChannelKey: source.portone.cardChannelKey } : null,
  };
}

export const RuntimeConfigContext = createContext<RuntimeConfig>(getRuntimeConfig());

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
