// The peer of bench/live-poll: a bare `ws` poll room in one process. Viewers send `{ viewer, option }`; the room keeps
// one vote per viewer in memory and sends the presenter the new counts after every vote (no storage, no checks, no
// batching). Listens on port 0 and tells the parent the port (lib.mjs startListening).
import { WebSocketServer } from 'ws';
import { tellListening } from './listening.mjs';

const voted = new Set();
const counts = [0, 0, 0];
let presenter = null;
const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' }, () => tellListening(wss));
wss.on('connection', (socket, request) => {
  if (request.url === '/presenter') presenter = socket;
  socket.on('message', (data) => {
    const { viewer, option } = JSON.parse(data.toString());
    if (voted.has(viewer)) return;
    voted.add(viewer);
    counts[option] = (counts[option] ?? 0) + 1;
    presenter?.send(JSON.stringify({ voters: voted.size, counts }));
  });
});
