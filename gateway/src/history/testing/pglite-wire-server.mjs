// A PostgreSQL server for the history store's tests: PGlite in memory behind a TCP socket on 127.0.0.1.
// Plain node (PGlite cannot run inside jest's module sandbox); prints `port <n>` once it listens.
// PGlite is one session: connections share it, their messages run one batch at a time.
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const db = await PGlite.create();
let queue = Promise.resolve();
const run = (bytes) => {
  const done = queue.then(() => db.execProtocolRaw(bytes));
  queue = done.catch(() => undefined);
  return done;
};

const server = net.createServer((socket) => {
  let buffer = Buffer.alloc(0);
  let started = false;
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    const messages = [];
    for (;;) {
      // The startup message has no type byte; every later message has one before its length.
      const head = started ? 1 : 0;
      if (buffer.length < head + 4) break;
      const size = head + buffer.readInt32BE(head);
      if (buffer.length < size) break;
      const message = buffer.subarray(0, size);
      buffer = buffer.subarray(size);
      if (!started && message.readInt32BE(4) === SSL_REQUEST) {
        socket.write('N');
        continue;
      }
      if (started && message[0] === 0x58) {
        // Terminate: the session is PGlite's own and outlives this connection.
        socket.end();
        return;
      }
      started = true;
      messages.push(message);
    }
    if (messages.length)
      run(new Uint8Array(Buffer.concat(messages))).then(
        (answer) => socket.writable && socket.write(Buffer.from(answer)),
        () => socket.destroy(),
      );
  });
});

server.listen(0, '127.0.0.1', () => process.stdout.write(`port ${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => db.close().then(() => process.exit(0))));
