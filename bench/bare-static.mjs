// The fallback peer of bench/view when nginx is not installed: a bare Node HTTP server answering every GET with the
// bytes of the file it was given (argv[3]) as text/html.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.argv[3] ?? '');
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1');
