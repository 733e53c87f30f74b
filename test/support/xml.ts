// Reading the double's XML in tests with sax (a small dev-only parser, strict mode): a body that is
// not well-formed XML throws; a well-formed one gives its elements in document order, each with its
// attributes in the order written and its text.
import sax from 'sax';

/** One element of a parsed document. */
export interface XmlElement {
  readonly name: string;
  /** Attribute names and values, in the order they were written. */
  readonly attributes: readonly (readonly [string, string])[];
  text: string;
  /** How deep it is: 0 for the root. */
  readonly depth: number;
}

/** The elements of a well-formed XML document, in document order; throws when it is not well-formed. */
export function parseXml(xml: string): XmlElement[] {
  const parser = sax.parser(true, {});
  const elements: XmlElement[] = [];
  const open: XmlElement[] = [];
  parser.onerror = (error: Error) => {
    throw error;
  };
  parser.onopentag = (node: { name: string; attributes: Record<string, string> }) => {
    const element = {
      name: node.name,
      attributes: Object.entries(node.attributes),
      text: '',
      depth: open.length,
    };
    elements.push(element);
    open.push(element);
  };
  parser.ontext = (text: string) => {
    const current = open.at(-1);
    if (current !== undefined) current.text += text;
  };
  parser.onclosetag = () => {
    open.pop();
  };
  parser.write(xml).close();
  return elements;
}

/** The first element named `name`, and an attribute of it by name. */
export function attributeOf(
  elements: readonly XmlElement[],
  name: string,
  attribute: string,
): string | undefined {
  return elements
    .find((element) => element.name === name)
    ?.attributes.find(([key]) => key === attribute)?.[1];
}
