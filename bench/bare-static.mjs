// The fallback peer of bench/view when nginx is not installed: a bare Node HTTP server answering every GET with the
// bytes of the file it was given (argv[2]) as text/html. Listens on port 0 and tells the parent the port (lib.mjs startListening).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { tellListening } from './listening.mjs';

const body = readFileSync(process.argv[2] ?? '');
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(0, '127.0.0.1', () => tellListening(server));
