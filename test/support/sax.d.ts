// The part of sax's API the tests use (sax ships no declarations).
declare module 'sax' {
  interface SaxParser {
    onerror: (error: Error) => void;
    onopentag: (node: { name: string; attributes: Record<string, string> }) => void;
    ontext: (text: string) => void;
    onclosetag: (name: string) => void;
    write(chunk: string): SaxParser;
    close(): SaxParser;
  }
  const sax: { parser(strict: boolean, options: Record<string, unknown>): SaxParser };
  export default sax;
}
