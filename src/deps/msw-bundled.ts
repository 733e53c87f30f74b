// MSW's `http` for a bundle (package.json `imports`, `#msw-http`, any condition but `node`: a
// browser bundler, the CommonJS build): msw's main entry, the one both msw 2 and msw 3 export it
// from; a bundler keeps only `http`. Node takes `./msw-node.ts`, which loads a lighter subpath.
export { http } from 'msw';
