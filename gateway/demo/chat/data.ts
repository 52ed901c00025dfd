/** Canned chat: the template's current user, four contacts and two conversations. */
export type Presence = 'online' | 'offline';

export interface Contact {
  id: string;
  name: string;
  avatar: string;
  status: Presence;
  mood: string;
}

export interface ChatInfo {
  chatId: string;
  contactId: string;
  unread: number;
  lastChatTime: string;
}

export interface ChatUser extends Contact {
  chatInfo: ChatInfo[];
}

export interface ChatMessage {
  contactId: string;
  text: string;
  time: string;
}

export interface ChatCollection {
  id: string;
  chats: ChatMessage[];
}

export const CURRENT_USER_ID = '7863a3b5';

const contact = (id: string, name: string, n: number, status: Presence, mood: string): Contact => ({
  id,
  name,
  avatar: `/assets/images/face-${n}.jpg`,
  status,
  mood,
});

export const CONTACTS: readonly Contact[] = [
  contact(CURRENT_USER_ID, 'Watson Joyce', 1, 'online', 'Available'),
  contact('323sa680', 'Sally Doherty', 2, 'online', 'Lorem ipsum dolor sit amet'),
  contact('7863a3b6', 'Kevin Heid', 3, 'offline', 'On a trip'),
  contact('14663a3b', 'Ben Stokes', 4, 'online', 'Busy'),
  contact('43bd9bc5', 'Luisa Meyer', 5, 'offline', 'Do not disturb'),
];

export const CHAT_INFO: Readonly<Record<string, ChatInfo[]>> = {
  [CURRENT_USER_ID]: [
    { chatId: 'chat-1', contactId: '323sa680', unread: 2, lastChatTime: '2019-03-10T10:12:00.000Z' },
    { chatId: 'chat-2', contactId: '7863a3b6', unread: 0, lastChatTime: '2019-03-09T16:45:00.000Z' },
  ],
  '323sa680': [
    { chatId: 'chat-1', contactId: CURRENT_USER_ID, unread: 0, lastChatTime: '2019-03-10T10:12:00.000Z' },
  ],
  '7863a3b6': [
    { chatId: 'chat-2', contactId: CURRENT_USER_ID, unread: 0, lastChatTime: '2019-03-09T16:45:00.000Z' },
  ],
};

export const CHATS: readonly ChatCollection[] = [
  {
    id: 'chat-1',
    chats: [
      {
        contactId: '323sa680',
        text: 'Do you ever find yourself falling into the “discount trap?”',
        time: '2019-03-10T10:10:00.000Z',
      },
      {
        contactId: CURRENT_USER_ID,
        text: 'Giving away your knowledge for free?',
        time: '2019-03-10T10:11:00.000Z',
      },
      { contactId: '323sa680', text: 'Exactly. Let us talk tomorrow.', time: '2019-03-10T10:12:00.000Z' },
    ],
  },
  {
    id: 'chat-2',
    chats: [
      { contactId: CURRENT_USER_ID, text: 'Hi Kevin, how was the trip?', time: '2019-03-09T16:40:00.000Z' },
      { contactId: '7863a3b6', text: 'Great, thanks! Back on Monday.', time: '2019-03-09T16:45:00.000Z' },
    ],
  },
];
