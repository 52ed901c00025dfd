/**
 * jsdom finds a label's control the slow way, and getByLabelText makes it pay that cost many
 * times over. `label.control` of `<label for=x>` walks the whole document for the element with
 * id x; `input.labels` walks the whole document and asks every label for its control; and
 * getByLabelText reads `labels` of every element on screen. On the order form that is
 * elements × labels × elements: 15 s of the 61 s of CPU orders.test.tsx used (a CPU profile of
 * the file, jsdom's HTMLLabelElement `control` the top function).
 *
 * The same answer from jsdom's own id index: the elements with an id that are in a document are
 * listed in `document._ids`, so a label in a document whose `for` names exactly one of them
 * labels that one (when it is labelable), as the walk would find. Anything else (duplicate ids,
 * a label outside a document, no `for`) still takes jsdom's walk. Only jsdom's internals are
 * touched, once per worker; what the app renders and what the tests ask are the same.
 */

/** jsdom's own node (its "impl") behind a DOM wrapper. */
type Impl = {
  nodeType: number;
  namespaceURI: string | null;
  _localName: string;
  type?: string;
  _ceDefinition?: { formAssociated?: boolean };
  getAttributeNS(ns: null, name: string): string | null;
  getRootNode(options: object): Impl;
  _ids?: Record<string, Impl[]>;
};

const HTML = 'http://www.w3.org/1999/xhtml';
const PATCHED = Symbol.for('flora.web.fastLabelControl');

function implOf(wrapper: object): Impl | undefined {
  const symbol = Object.getOwnPropertySymbols(wrapper).find((s) => s.description === 'impl');
  return symbol ? (wrapper as Record<symbol, Impl>)[symbol] : undefined;
}

/** jsdom's isLabelable (living/helpers/form-controls.js). */
function isLabelable(node: Impl): boolean {
  if (node.nodeType !== 1 || node.namespaceURI !== HTML) return false;
  switch (node._localName) {
    case 'button':
    case 'meter':
    case 'output':
    case 'progress':
    case 'select':
    case 'textarea':
      return true;
    case 'input':
      return node.type !== 'hidden';
  }
  return Boolean(node._ceDefinition?.formAssociated);
}

export function speedUpLabelControl(): void {
  const label = implOf(document.createElement('label'));
  if (!label) return; // not jsdom, or its internals changed: leave it as it is
  const proto = Object.getPrototypeOf(label) as Record<symbol, boolean>;
  if (proto[PATCHED]) return;
  const descriptor = Object.getOwnPropertyDescriptor(proto, 'control');
  const walk = descriptor?.get;
  if (!walk) return;
  Object.defineProperty(proto, 'control', {
    ...descriptor,
    get(this: Impl) {
      const id = this.getAttributeNS(null, 'for');
      if (id) {
        const root = this.getRootNode({});
        if (root.nodeType === 9 && root._ids) {
          const inTree = (root._ids[id] ?? []).filter((el) => el.getRootNode({}) === root);
          if (inTree.length === 0) return null;
          if (inTree.length === 1) return isLabelable(inTree[0]) ? inTree[0] : null;
        }
      }
      return walk.call(this);
    },
  });
  proto[PATCHED] = true;
}
