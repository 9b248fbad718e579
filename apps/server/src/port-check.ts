import { createServer } from 'node:net';
import { SettingError } from '@portal/db';

/**
 * Refuses a start whose address is taken before the database is opened (opening PGlite and migrating takes a
 * minute on a small machine, and a port in use was only reported after it). The real listen a moment later may
 * still lose a race; this catches the usual case, another portal or program already there.
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE')
        reject(
          new SettingError(
            'PORT',
            `Port ${port} on ${host} (PORT, HOST) is in use by another program: stop it or set PORT to a free port`,
          ),
        );
      else if (err.code === 'EACCES')
        reject(
          new SettingError(
            'PORT',
            `Port ${port} on ${host} (PORT, HOST) may not be used by this user: set PORT above 1023`,
          ),
        );
      else if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND')
        reject(new SettingError('HOST', `HOST ${host} is not an address of this machine: correct HOST`));
      else reject(err);
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
