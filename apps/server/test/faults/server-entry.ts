// The real server with the fault tests' import job declared (jobs are declared on import).
import './import-job.ts';
await import('../../src/main.ts');
