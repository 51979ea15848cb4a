// The peer of bench/live: a bare `ws` server that relays every message of the presenter connection (the first path
// segment "presenter") to every other connected client. No rooms, no stored state, no Redis, one process.
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ port: Number(process.argv[2]), host: '127.0.0.1' });
const viewers = new Set();
wss.on('connection', (socket, request) => {
  if (request.url === '/presenter') {
    socket.on('message', (data) => {
      const text = data.toString();
      for (const viewer of viewers) viewer.send(text);
    });
    return;
  }
  viewers.add(socket);
  socket.on('close', () => viewers.delete(socket));
});
// startProcess waits for an HTTP answer: a plain GET to a ws server gets 426, which counts as up.
