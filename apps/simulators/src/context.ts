import type { SimulatedProvider } from '@connector/contracts/providers/simulator';
import type { AribaQuotas } from './ariba/quota-counters.ts';
import type { AribaStore } from './ariba/store.ts';
import type { SimulatorConfig } from './config.ts';
import type { FaultInjector } from './control/faults.ts';
import type { MailSink } from './mail/sink.ts';
import type { Matcher } from './matching/matcher.ts';
import type { ReportContexts } from './shared/contexts.ts';
import type { World } from './world/world.ts';

export interface SimulatorStats {
  requests: Record<SimulatedProvider, number>;
  aribaTokensIssued: number;
  /** Calls the simulated Ariba refused because a quota was used up. */
  aribaRateLimited: number;
}

/** What every provider plugin needs; built once by `buildSimulators`. */
export interface SimulatorContext {
  config: SimulatorConfig;
  world: World;
  matcher: Matcher;
  faults: FaultInjector;
  stats: SimulatorStats;
  /** Milliseconds since the epoch; replaced in tests that move time. */
  now: () => number;
  startupMs: number;
  /** Context values for embedded pages (Orbis report, Catalyst frames), issued by Orbis. */
  reportContexts: ReportContexts;
  /** Ariba's suppliers, tasks, answers and risk fields as they are now; the control surface changes and resets them. */
  ariba: AribaStore;
  /** Ariba's quotas and their counts; the control surface changes them. */
  aribaQuotas: AribaQuotas;
  /** Forgets every Ariba token issued so far, so clients must fetch a new one. */
  revokeAribaTokens: () => void;
  /** The SMTP mail sink: its mailbox, and the port it listens on once `main.ts` started it. */
  mail: MailSink;
}

export function countRequest(context: SimulatorContext) {
  return (provider: SimulatedProvider) => {
    context.stats.requests[provider]++;
  };
}
