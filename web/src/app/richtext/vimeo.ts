/**
 * A Vimeo player block, the twin of tiptap's YouTube node (which knows only YouTube). It renders
 * `<div data-vimeo-video><iframe src="https://player.vimeo.com/video/ID">`, exactly what the
 * server sanitiser keeps, so a stored description parses back into the same node.
 */
import { mergeAttributes, Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    vimeo: {
      /** Insert the player of a numeric Vimeo video id. */
      setVimeoVideo: (options: { id: string }) => ReturnType;
    };
  }
}

const PLAYER = 'https://player.vimeo.com/video/';

export const Vimeo = Node.create({
  name: 'vimeo',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (el) => {
          const src = el.getAttribute('src') ?? '';
          return src.startsWith(PLAYER) ? src : null;
        },
      },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-vimeo-video] iframe' }];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      'div',
      { 'data-vimeo-video': '' },
      [
        'iframe',
        mergeAttributes(HTMLAttributes, { width: 640, height: 360, allowfullscreen: 'true', frameborder: 0 }),
      ],
    ];
  },

  addCommands() {
    return {
      setVimeoVideo:
        ({ id }) =>
        ({ commands }) =>
          /^\d+$/.test(id) && commands.insertContent({ type: this.name, attrs: { src: PLAYER + id } }),
    };
  },
});
