// MSW's `HttpHandler` for a bundle (package.json `imports`, `#msw-http`, any condition but `node`: a
// browser bundler, the CommonJS build): msw's main entry, the one both msw 2 and msw 3 export it
// from; a bundler keeps only the class. Node takes `./msw-node.ts`, which loads a lighter subpath.
export { HttpHandler } from 'msw';
