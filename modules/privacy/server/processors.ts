import { configuredProcessors, type Processor } from '@portal/kit';

/**
 * The processors register, from the configuration the server runs with: which outside services receive personal
 * data now, and what each receives. Each module declares its own services (`processors` on its server module), so
 * nothing here is written by hand: the notice and the rights export cannot name a service that is not configured
 * or miss one that is (a changed configuration changes the register).
 */
export type { Processor };

/** The register as configured now. */
export const processors = (): Processor[] => [...configuredProcessors()];
