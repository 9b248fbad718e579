// Keeps one server process running: restarts it when it dies, waiting longer after each quick death
// (exponential back-off, reset once a run has stayed up for a while), and stops it cleanly on request.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';

/**
 * The server's exit code for a setting it cannot start with (sysexits' EX_CONFIG; CONFIGURATION_EXIT_CODE in
 * packages/db): starting it again cannot help, so the supervisor stops and passes the code on.
 */
export const CONFIGURATION_EXIT_CODE = 78;

const defaults = {
  args: [],
  env: process.env,
  cwd: process.cwd(),
  stdio: 'inherit',
  /** First wait before a restart; doubled after each death that came too soon, up to maxDelayMs. */
  initialDelayMs: 1000,
  maxDelayMs: 30_000,
  /** A run that lasted this long was healthy: the next restart waits initialDelayMs again. */
  healthyAfterMs: 60_000,
  /** How long a stopping server gets before it is killed. */
  stopTimeoutMs: 15_000,
  log: (line) => console.error(`[supervisor ${new Date().toISOString()}] ${line}`),
};

/**
 * Starts `command` and restarts it whenever it exits on its own, except with code 0 (a deliberate stop) or
 * CONFIGURATION_EXIT_CODE (a setting to correct first); `exitCode` is then the server's.
 * Emits 'start' (pid), 'exit' ({ code, signal, ranMs }), 'restart' ({ delayMs }) and 'stopped'.
 */
export function supervise(options) {
  const o = { ...defaults, ...options };
  const events = new EventEmitter();
  let child = null;
  let delay = o.initialDelayMs;
  let stopping = false;
  let timer = null;
  let stopped;
  let exitCode = 0;
  const done = new Promise((resolve) => (stopped = resolve));

  function start() {
    timer = null;
    const startedAt = Date.now();
    child = spawn(o.command, o.args, { cwd: o.cwd, env: o.env, stdio: o.stdio });
    events.emit('start', child.pid);
    child.once('error', (error) => o.log(`could not start ${o.command}: ${error.message}`));
    child.once('exit', (code, signal) => {
      const ranMs = Date.now() - startedAt;
      child = null;
      events.emit('exit', { code, signal, ranMs });
      if (stopping) return finish();
      const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (code === 0) {
        o.log(`server ${why} after ${seconds(ranMs)}; not restarting`);
        return finish();
      }
      if (code === CONFIGURATION_EXIT_CODE) {
        o.log(`server ${why} after ${seconds(ranMs)}: a setting must be corrected first (above); not restarting`);
        exitCode = code;
        return finish();
      }
      if (ranMs >= o.healthyAfterMs) delay = o.initialDelayMs;
      o.log(`server ${why} after ${seconds(ranMs)}; restarting in ${seconds(delay)}`);
      events.emit('restart', { delayMs: delay });
      timer = setTimeout(start, delay);
      delay = Math.min(delay * 2, o.maxDelayMs);
    });
  }

  function finish() {
    events.emit('stopped');
    stopped();
  }

  /** Stops restarting, passes `signal` to the server and waits for it (killing it after stopTimeoutMs). */
  function stop(signal = 'SIGTERM') {
    if (!stopping) {
      stopping = true;
      if (timer) {
        clearTimeout(timer);
        clearImmediate(timer);
        finish();
      } else if (child) {
        o.log(`stopping the server (${signal})`);
        child.kill(signal);
        const kill = setTimeout(() => child?.kill('SIGKILL'), o.stopTimeoutMs);
        void done.then(() => clearTimeout(kill));
      } else finish();
    }
    return done;
  }

  // After the caller has had a chance to listen for the first 'start'.
  timer = setImmediate(start);
  return {
    events,
    stop,
    done,
    get pid() {
      return child?.pid;
    },
    /** Non-zero when the supervisor gave up on a configuration error. */
    get exitCode() {
      return exitCode;
    },
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
