/**
 * The demo chat (spec section 7 «Chat»): contacts, each user's recent list (chatInfo), chat
 * collections. Opening a room with a contact that has no chat yet starts an empty one for both.
 * The canned 2 s reply is the web popup's (spec section 2), not the store's.
 */
import { isDateTime } from '../../graphql/scalars';
import { clone, found, id, newId, object, text } from '../input';
import { CHATS, CHAT_INFO, CONTACTS, type ChatCollection, type ChatInfo, type Contact } from './data';

export type RecentEntry = ChatInfo & Omit<Contact, 'id'>;

export interface ChatRoom {
  chatId: string;
  messageList: ChatCollection['chats'];
  recentListUpdated: RecentEntry[];
}

export interface ChatStore {
  user(id: unknown): Contact & { chatInfo: ChatInfo[] };
  contacts(currentUser?: unknown): Contact[];
  recent(userId: unknown): RecentEntry[];
  chat(chatId: unknown): ChatCollection;
  chatRoom(currentUser: unknown, contactId: unknown): ChatRoom;
  add(message: unknown): ChatCollection;
}

export function createChatStore(): ChatStore {
  const contacts = clone(CONTACTS) as Contact[];
  const info: Record<string, ChatInfo[]> = clone(CHAT_INFO) as Record<string, ChatInfo[]>;
  const chats = clone(CHATS) as ChatCollection[];

  const contactOf = (value: unknown) =>
    found(
      contacts.find((c) => c.id === id(value, 'id')),
      'Контакт',
    );
  const chatOf = (value: unknown) =>
    found(
      chats.find((c) => c.id === id(value, 'chatId')),
      'Чат',
    );
  const recent = (userId: string): RecentEntry[] =>
    (info[userId] ?? [])
      .map((entry) => {
        const { id: _id, ...who } = contactOf(entry.contactId);
        return { ...entry, ...who };
      })
      .sort((a, b) => b.lastChatTime.localeCompare(a.lastChatTime));

  return {
    user: (value) => {
      const c = contactOf(value);
      return { ...clone(c), chatInfo: clone(info[c.id] ?? []) };
    },
    contacts: (currentUser) =>
      clone(contacts.filter((c) => currentUser == null || c.id !== String(currentUser))),
    recent: (userId) => recent(contactOf(userId).id),
    chat: (chatId) => clone(chatOf(chatId)),

    chatRoom(currentUser, contactId) {
      const me = contactOf(currentUser).id;
      const other = contactOf(contactId).id;
      let entry = (info[me] ?? []).find((e) => e.contactId === other);
      if (!entry) {
        const chatId = newId('chat');
        const now = new Date().toISOString();
        chats.push({ id: chatId, chats: [] });
        entry = { chatId, contactId: other, unread: 0, lastChatTime: now };
        (info[me] ??= []).push(entry);
        (info[other] ??= []).push({ chatId, contactId: me, unread: 0, lastChatTime: now });
      }
      entry.unread = 0;
      return {
        chatId: entry.chatId,
        messageList: clone(chatOf(entry.chatId).chats),
        recentListUpdated: recent(me),
      };
    },

    add(value) {
      const body = object(value, 'сообщение');
      const chat = chatOf(body.chatId);
      const sender = contactOf(body.contactId ?? body.senderId).id;
      const message = {
        contactId: sender,
        text: text(body.text, 'text'),
        time: isDateTime(body.time) ? body.time : new Date().toISOString(),
      };
      chat.chats.push(message);
      for (const list of Object.values(info)) {
        for (const entry of list) if (entry.chatId === chat.id) entry.lastChatTime = message.time;
      }
      return clone(chat);
    },
  };
}
