// Raw bytes over one TCP connection to a local server: what a test that must see the exact answer
// bytes (status lines, header order, what follows a refused CONNECT) sends and reads.
import { connect } from 'node:net';

/** Writes `text` in one write on a new connection to 127.0.0.1:`port`; resolves with all it received once closed. */
export function exchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write(text);
  });
}
