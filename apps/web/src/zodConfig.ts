/**
 * zod probes `new Function` when it builds its first object schema, to compile faster parsers. The app's CSP has no
 * 'unsafe-eval', so the probe only fails and is reported as a CSP violation (console error, securitypolicyviolation
 * event) each time the editor loads. Imported first by main.tsx so it runs before any schema is built.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
