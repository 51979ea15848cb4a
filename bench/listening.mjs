// The child's half of lib.mjs's startListening, kept apart from lib.mjs (which pins the process it runs in to the
// load generator's core).

/** Tells the parent process which port `server` bound (it listened on port 0). */
export function tellListening(server) {
  process.send?.({ type: 'listening', port: /** @type {import('node:net').AddressInfo} */ (server.address()).port });
}
