// The peer of bench/coedit: a bare `ws` server relaying every message of every client to every other client (one
// room, no storage, no checks, one process). Listens on port 0 and tells the parent the port (lib.mjs startListening).
import { WebSocketServer } from 'ws';
import { tellListening } from './listening.mjs';

const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' }, () => tellListening(wss));
wss.on('connection', (socket) => {
  socket.on('message', (data) => {
    const text = data.toString();
    for (const other of wss.clients) if (other !== socket) other.send(text);
  });
});
