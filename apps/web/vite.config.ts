import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { contractsForTheBrowser } from './build/contracts-for-the-browser.ts';
import { mantineStylesPerComponent } from './build/mantine-styles-per-component.ts';
import { precompiledMessages } from './build/precompiled-messages.ts';
import { routerUnusedParts } from './build/router-unused-parts.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The parts of the landing page loaded after index.html's scripts (see `codeSplitting` below): what a home draws at
 * its first paint. The drawers and their selectors (opened by a tap), the notifications (drawn once there is one) and
 * the service worker's registration are chunks of their own, loaded when wanted, not with every first visit.
 */
const LANDING = [
  /screens[\\/]profile[\\/]DashboardScreen/,
  /[\\/]web[\\/]landing[\\/]/, // a module's part of the landing page: a role's home, a banner over every screen
];
/**
 * Parts of the landing page only some roles draw, each a chunk of its own: the enquiry alert, for the office; the
 * office dashboard's counts (with the resources they count), for the office; and the teacher's home with the
 * training notices (both read the trainings' schedule and contracts, and the notices listen on the live stream),
 * for teachers. A parent's first visit carries none of them; a teacher's loads theirs beside the landing chunk
 * (src/routing/table.ts starts the home's chunk at boot), as many requests as before.
 */
const OWN_CHUNK = [
  /[\\/]web[\\/]landing[\\/](EnquiryAlert|TrainingNotices|TeacherHome)\.tsx$/,
  /[\\/]web[\\/]landing[\\/]office-counts\.ts$/,
];
/**
 * The component library and what it draws with (Mantine's components and hooks, the floating parts of its menus and
 * pickers, the icons): one chunk and one stylesheet for every screen past the landing page. Split per component, an
 * office screen's first load asked for some 60 files, most of them a few hundred bytes of one component or its
 * styles; each is a request the portal serves and the browser schedules, over HTTP/1.1's six connections. Together
 * they are about 100 kB compressed, fetched once and kept (their names carry their hash), and a few kB smaller than
 * the parts were apart.
 */
const UI_LIBRARY = /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|@tabler[\\/]icons-react)[\\/]/;
/** The teacher's home and the training notices in one chunk, with the joining they share with the training screens. */
const TEACHER = [
  /[\\/]home[\\/]web[\\/]landing[\\/]TeacherHome\.tsx$/,
  /[\\/]web[\\/]landing[\\/]TrainingNotices\.tsx$/,
  /training[\\/]web[\\/]components[\\/]join\.ts$/,
];

export default defineConfig({
  root,
  plugins: [
    react(),
    contractsForTheBrowser(),
    mantineStylesPerComponent(),
    precompiledMessages(),
    routerUnusedParts(),
    VitePWA({
      // Registered from src/offline/register-sw.ts: the CSP forbids inline scripts.
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'IntelliTots Admin',
        short_name: 'IntelliTots',
        description: 'Administration portal for the pre-school franchise network',
        theme_color: '#3963b4',
        background_color: '#f5f7fb',
        display: 'standalone',
        start_url: '/profile/dashboard',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // API answers are live data; only the app itself is served offline.
        navigateFallbackDenylist: [/^\/api\//],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Web Push: shows the portal's notifications and opens their screen on a tap.
        importScripts: ['/push-sw.js'],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Schemas are built by calls the bundler cannot prove free of effects; they are, so a schema
      // nothing uses (the server-only parts of a contract) is left out.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // A phone's landing page in few files: what index.html loads is one chunk, and the landing page's own
        // parts (each module's `web/landing/`, the shell's drawers, the service worker's registration) with
        // everything they import are another. Every other screen stays a chunk of its own, loaded when opened.
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 3 },
            {
              name: 'landing',
              test: (id) => LANDING.some((part) => part.test(id)) && !OWN_CHUNK.some((part) => part.test(id)),
              priority: 2,
            },
            // After `landing` (lower priority), so what the teacher's home shares with a parent's stays there.
            { name: 'teacher', test: (id) => TEACHER.some((part) => part.test(id)), priority: 1 },
            // Last: the landing page and the teacher's home keep the components they draw at first paint (a phone's
            // home stays within its budget, apps/web/scripts/size.mjs); this chunk has the rest.
            { name: 'ui', test: UI_LIBRARY, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
