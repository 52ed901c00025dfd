/**
 * The shared rich-text editor in jsdom: loaded lazily, its toolbar in Russian, a controlled value
 * that follows outside changes without echoing them, the disabled mode, the URL dialogs with
 * their checks; and the HTML it writes for every format surviving the server's sanitiser
 * unchanged (schema/rich-text.ts), so a saved description reloads as it was.
 */
import { Editor } from '@tiptap/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { editorExtensions } from '../../web/src/app/richtext/extensions';
import { richTextPlain } from '../../web/src/app/richtext/plain';
import { RichTextField } from '../../web/src/app/richtext/RichTextField';
import { isImageUrl, isLinkUrl, videoOf } from '../../web/src/app/richtext/urls';
import { sanitizeRichText } from '../../schema/rich-text';

const TOOLS = [
  'Заголовок 1',
  'Заголовок 2',
  'Заголовок 3',
  'Жирный',
  'Курсив',
  'Подчёркнутый',
  'Маркированный список',
  'Нумерованный список',
  'Ссылка',
  'Картинка по ссылке',
  'Видео по ссылке (YouTube, Vimeo)',
  'По левому краю',
  'По центру',
  'По правому краю',
  'По ширине',
];

// ProseMirror scrolls the selection into view after a command; jsdom's Range cannot measure.
beforeAll(() => {
  Range.prototype.getClientRects ??= () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
});

const textbox = () => screen.findByRole('textbox', {}, { timeout: 10_000 });

function Controlled({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextField
        id="desc"
        value={value}
        placeholder="Опишите товар"
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<h2>Снаружи</h2><p>новый текст</p>')}>
        заменить
      </button>
    </>
  );
}

describe('RichTextField', { timeout: 30_000 }, () => {
  it('loads the editor lazily with the value, a Russian toolbar and the id on the editable area', async () => {
    render(
      <RichTextField id="desc" value="<h2>Букет</h2><p><strong>15</strong> роз</p>" onChange={() => {}} />,
    );
    const box = await textbox();
    expect(box.id).toBe('desc');
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(box.querySelector('h2')?.textContent).toBe('Букет');
    expect(box.querySelector('strong')?.textContent).toBe('15');
    const toolbar = screen.getByRole('toolbar', { name: 'Форматирование' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(TOOLS);
  });

  it('follows a value changed outside without calling onChange, and shows the placeholder when empty', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="" onChange={onChange} />);
    await textbox();
    expect(screen.getByText('Опишите товар')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'заменить' }));
    await waitFor(() => expect(screen.getByRole('textbox').querySelector('h2')?.textContent).toBe('Снаружи'));
    expect(screen.queryByText('Опишите товар')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disabled: nothing is editable and every tool is off', async () => {
    render(<RichTextField value="<p>текст</p>" onChange={() => {}} disabled />);
    const box = await textbox();
    expect(box.getAttribute('contenteditable')).toBe('false');
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(buttons.every((b) => b.hasAttribute('disabled'))).toBe(true);
  });

  it('the link dialog refuses a script URL in Russian and inserts a valid link', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="<p>Сайт</p>" onChange={onChange} />);
    await textbox();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ссылка' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Адрес (http, https или mailto)');
    await user.type(input, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Вставить' }));
    expect(within(dialog).getByText('Нужен адрес вида https://… или mailto:…')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'https://example.com/care');
    await user.click(within(dialog).getByRole('button', { name: 'Вставить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const html = onChange.mock.calls.at(-1)![0] as string;
    expect(html).toContain('href="https://example.com/care"');
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe('URL checks', () => {
  it.each([
    ['https://example.com/a', true],
    ['http://example.com', true],
    ['mailto:shop@example.com', true],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['example', false],
    ['ftp://example.com', false],
  ])('link %s → %s', (url, ok) => expect(isLinkUrl(url)).toBe(ok));

  it.each([
    ['https://example.com/rose.jpg', true],
    // The content security policy loads pictures over https only.
    ['http://example.com/rose.jpg', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
  ])('image %s → %s', (url, ok) => expect(isImageUrl(url)).toBe(ok));

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ', null],
    ['https://rutube.ru/video/1', null],
    ['https://vimeo.com/channels/staff', null],
  ])('video %s → %s', (url, kind) => expect(videoOf(url)?.kind ?? null).toBe(kind));
});

describe('what the editor writes', () => {
  /**
   * A document with every format: text formats parsed from HTML (getHTML serialises by the
   * schema, however the content came in), blocks and alignment through the editor's commands.
   */
  function everyFormat(): string {
    const editor = new Editor({
      extensions: editorExtensions(),
      content:
        '<h1>Заголовок</h1><p>Обычный <strong>жирный</strong> <em>курсив</em> <u>подчёркнутый</u> ' +
        '<a href="https://example.com/a?b=1&amp;c=2">ссылка</a></p><ul><li>пункт</li><li>второй</li></ul>' +
        '<ol><li>первый</li></ol><h3>Уход</h3><p>справа</p>',
    });
    editor.chain().setTextSelection(2).setTextAlign('center').run();
    editor
      .chain()
      .setTextSelection(editor.state.doc.content.size - 2)
      .setTextAlign('right')
      .run();
    const atEnd = (insert: () => boolean) => {
      editor.commands.setTextSelection(editor.state.doc.content.size);
      expect(insert()).toBe(true);
    };
    atEnd(() => editor.commands.setImage({ src: 'https://example.com/rose.jpg', alt: 'Роза' }));
    atEnd(() => editor.commands.setYoutubeVideo({ src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }));
    atEnd(() => editor.commands.setVimeoVideo({ id: '76979871' }));
    const html = editor.getHTML();
    editor.destroy();
    return html;
  }

  it('every format is in the document', () => {
    const html = everyFormat();
    for (const part of [
      '<h1 style="text-align: center;">',
      '<strong>жирный</strong>',
      '<em>курсив</em>',
      '<u>подчёркнутый</u>',
      'href="https://example.com/a?b=1&amp;c=2"',
      '<ul>',
      '<ol>',
      '<img src="https://example.com/rose.jpg" alt="Роза">',
      '<div data-youtube-video=""><iframe',
      'src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      '<div data-vimeo-video=""><iframe src="https://player.vimeo.com/video/76979871"',
      '<h3>Уход</h3><p style="text-align: right;">справа</p>',
    ]) {
      expect(html).toContain(part);
    }
  });

  it('survives the server sanitiser byte for byte, and reloads into the same document', () => {
    const html = everyFormat();
    expect(sanitizeRichText(html)).toBe(html);
    const reloaded = new Editor({ extensions: editorExtensions(), content: sanitizeRichText(html) });
    expect(reloaded.getHTML()).toBe(html);
    reloaded.destroy();
  });

  it('its visible text is what tables and CSV show', () => {
    expect(richTextPlain('<h2>Букет</h2><p><strong>15</strong> роз</p><ul><li><p>60 см</p></li></ul>')).toBe(
      'Букет 15 роз 60 см',
    );
    expect(richTextPlain('просто текст')).toBe('просто текст');
  });
});
