// Small DOM helpers of the dashboard: elements built from a tag, attributes and children.

type Child = Node | string | number | null | undefined | false;

/** Attributes and properties: `on…` are listeners, the rest attributes (false/undefined: left out). */
type Attributes = Record<string, string | number | boolean | undefined | ((event: Event) => void)>;

/** `h('button', { type: 'button', onclick }, 'Reset')`. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value));
  }
  append(element, ...children);
  return element;
}

/** Appends children, skipping empty ones. */
function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/** Replaces an element's children. */
export function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, ...children);
}

let fields = 0;

/**
 * A labelled form field: `<div><label for=…>text</label> <control id=…></div>`, the label beside
 * the control (not around it), so that the control's name is the label's text alone.
 */
export function field(text: string, control: HTMLElement): HTMLDivElement {
  fields += 1;
  control.id ||= `field-${fields}`;
  return h('div', { class: 'field' }, h('label', { for: control.id }, text), control);
}

/** A status line announced to screen readers (`role=status`). */
export function statusLine(): HTMLParagraphElement {
  return h('p', { role: 'status', class: 'status' });
}
