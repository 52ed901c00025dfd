/** The editor's formats; every one of them survives schema/rich-text.ts unchanged. */
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import Youtube from '@tiptap/extension-youtube';
import StarterKit from '@tiptap/starter-kit';
import { isLinkScheme } from './urls';
import { Vimeo } from './vimeo';

/** Attributes a player frame keeps; tiptap also writes its options (autoplay="false", …) as noise. */
const FRAME_ATTRIBUTES = ['src', 'width', 'height', 'allowfullscreen'];

/** YouTube from youtube-nocookie.com, its frame reduced to what the sanitiser keeps. */
const YoutubeVideo = Youtube.extend({
  renderHTML(props) {
    const [tag, attrs, [frame, frameAttrs]] = this.parent!(props) as [
      string,
      object,
      [string, Record<string, unknown>],
    ];
    const kept = Object.fromEntries(Object.entries(frameAttrs).filter(([k]) => FRAME_ATTRIBUTES.includes(k)));
    return [tag, attrs, [frame, { ...kept, frameborder: 0 }]];
  },
}).configure({ nocookie: true, addPasteHandler: true, width: 640, height: 360 });

export function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      // Code is not a format of product texts or mailings; the sanitiser would keep it, the
      // toolbar has no button for it, so the shortcuts would only surprise.
      code: false,
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // linkify knows http, https and mailto already; this narrows tiptap's wider default list.
        isAllowedUri: (url, ctx) => ctx.defaultValidate(url) && isLinkScheme(url),
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    TextAlign.configure({
      types: ['heading', 'paragraph'],
      alignments: ['left', 'center', 'right', 'justify'],
    }),
    YoutubeVideo,
    Vimeo,
  ];
}
