// nl-monitoring: spec in src/elements/monitoring/monitoring.tsx, its documented facts in src/elements/monitoring/monitoring.docs.ts (docs/one-source.md).
import { defineElement } from '../src/core/define.tsx';
import { Monitoring, spec } from '../src/elements/monitoring/monitoring.tsx';

export { buildOptions, environmentFor, DEFAULT_ENVIRONMENTS } from '../src/elements/monitoring/options.ts';
export type { Environment, Environments, MonitoringOptions } from '../src/elements/monitoring/options.ts';

defineElement('nl-monitoring', Monitoring, spec);
