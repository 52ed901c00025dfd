import { Button, ButtonGroup, Tooltip } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { isImageUrl, isLinkUrl, videoOf } from './urls';
import type { UrlRequest } from './UrlDialog';

interface Tool {
  name: string;
  label: string;
  icon: IconName;
  /** Shown in the tooltip; tiptap binds the same keys. */
  keys?: string;
  isActive?: (e: Editor) => boolean;
  run: (e: Editor, ask: (r: UrlRequest) => void) => void;
}

const heading = (level: 1 | 2 | 3): Tool => ({
  name: `h${level}`,
  label: `Заголовок ${level}`,
  icon: (['header-one', 'header-two', 'header-three'] as const)[level - 1],
  keys: `Ctrl+Alt+${level}`,
  isActive: (e) => e.isActive('heading', { level }),
  run: (e) => e.chain().focus().toggleHeading({ level }).run(),
});

const align = (value: 'left' | 'center' | 'right' | 'justify', label: string, key: string): Tool => ({
  name: `align-${value}`,
  label,
  icon: `align-${value}`,
  keys: `Ctrl+Shift+${key}`,
  isActive: (e) => e.isActive({ textAlign: value }),
  run: (e) => e.chain().focus().setTextAlign(value).run(),
});

/** Opens the link dialog for the selection (the toolbar button and Ctrl+K). */
export function askLink(e: Editor, ask: (r: UrlRequest) => void) {
  const current = (e.getAttributes('link').href as string | undefined) ?? '';
  ask({
    title: 'Ссылка',
    label: 'Адрес (http, https или mailto)',
    placeholder: 'https://example.com',
    initial: current,
    check: (url) => (isLinkUrl(url) ? null : 'Нужен адрес вида https://… или mailto:…'),
    apply: (href) => {
      const chain = e.chain().focus().extendMarkRange('link');
      // With nothing selected the address itself becomes the link's text.
      if (e.state.selection.empty && !current)
        chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
      else chain.setLink({ href }).run();
    },
    remove: current ? () => e.chain().focus().extendMarkRange('link').unsetLink().run() : undefined,
  });
}

/** The toolbar in groups: headings | marks | lists | inserts | alignment. */
const GROUPS: Tool[][] = [
  [heading(1), heading(2), heading(3)],
  [
    {
      name: 'bold',
      label: 'Жирный',
      icon: 'bold',
      keys: 'Ctrl+B',
      isActive: (e) => e.isActive('bold'),
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      name: 'italic',
      label: 'Курсив',
      icon: 'italic',
      keys: 'Ctrl+I',
      isActive: (e) => e.isActive('italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      name: 'underline',
      label: 'Подчёркнутый',
      icon: 'underline',
      keys: 'Ctrl+U',
      isActive: (e) => e.isActive('underline'),
      run: (e) => e.chain().focus().toggleUnderline().run(),
    },
  ],
  [
    {
      name: 'bullet-list',
      label: 'Маркированный список',
      icon: 'properties',
      keys: 'Ctrl+Shift+8',
      isActive: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      name: 'ordered-list',
      label: 'Нумерованный список',
      icon: 'numbered-list',
      keys: 'Ctrl+Shift+7',
      isActive: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
  ],
  [
    {
      name: 'link',
      label: 'Ссылка',
      icon: 'link',
      keys: 'Ctrl+K',
      isActive: (e) => e.isActive('link'),
      run: askLink,
    },
    {
      name: 'image',
      label: 'Картинка по ссылке',
      icon: 'media',
      run: (e, ask) =>
        ask({
          title: 'Картинка по ссылке',
          label: 'Адрес картинки (http или https)',
          placeholder: 'https://example.com/photo.jpg',
          initial: '',
          check: (url) => (isImageUrl(url) ? null : 'Нужен адрес картинки вида https://…'),
          apply: (src) => e.chain().focus().setImage({ src }).run(),
        }),
    },
    {
      name: 'video',
      label: 'Видео по ссылке (YouTube, Vimeo)',
      icon: 'video',
      run: (e, ask) =>
        ask({
          title: 'Видео по ссылке',
          label: 'Ссылка на видео YouTube или Vimeo',
          placeholder: 'https://www.youtube.com/watch?v=…',
          initial: '',
          check: (url) => (videoOf(url) ? null : 'Нужна https-ссылка на видео YouTube или Vimeo'),
          apply: (url) => {
            const video = videoOf(url);
            if (video?.kind === 'youtube') e.chain().focus().setYoutubeVideo({ src: video.src }).run();
            if (video?.kind === 'vimeo') e.chain().focus().setVimeoVideo({ id: video.id }).run();
          },
        }),
    },
  ],
  [
    align('left', 'По левому краю', 'L'),
    align('center', 'По центру', 'E'),
    align('right', 'По правому краю', 'R'),
    align('justify', 'По ширине', 'J'),
  ],
];

const TOOLS = GROUPS.flat();

/** Active states are read through useEditorState, so typing re-renders only the toolbar. */
export function Toolbar({
  editor,
  disabled,
  ask,
}: {
  editor: Editor;
  disabled?: boolean;
  ask(r: UrlRequest): void;
}) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => Object.fromEntries(TOOLS.map((t) => [t.name, t.isActive?.(e) ?? false])),
  });
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label="Форматирование">
      {GROUPS.map((group) => (
        <ButtonGroup key={group[0].name} variant="minimal">
          {group.map((tool) => (
            <Tooltip
              key={tool.name}
              content={tool.keys ? `${tool.label} (${tool.keys})` : tool.label}
              placement="top"
              hoverOpenDelay={400}
            >
              <Button
                icon={tool.icon}
                aria-label={tool.label}
                aria-pressed={tool.isActive ? active[tool.name] : undefined}
                active={active[tool.name]}
                disabled={disabled}
                onMouseDown={(ev) => ev.preventDefault() /* keep the selection in the text */}
                onClick={() => tool.run(editor, ask)}
              />
            </Tooltip>
          ))}
        </ButtonGroup>
      ))}
    </div>
  );
}
