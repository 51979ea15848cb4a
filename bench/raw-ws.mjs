// The peer of bench/live: a bare `ws` server that relays every message of the presenter connection (the first path
// segment "presenter") to every other connected client. No rooms, no stored state, no Redis, one process. Listens on
// port 0 and tells the parent the port (lib.mjs startListening).
import { WebSocketServer } from 'ws';
import { tellListening } from './listening.mjs';

const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' }, () => tellListening(wss));
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
