/** The canned scrum boards, members and labels (template samples). */
export interface Member {
  id: string;
  name: string;
  avatar: string;
}

export type LabelColor = 'primary' | 'green' | 'secondary' | 'error';

export interface Label {
  id: string;
  title: string;
  color: LabelColor;
}

export interface Card {
  id: string;
  title: string;
  coverImage: string | null;
  members: string[];
  labels: string[];
  description: string;
  attachments: { name: string; size: string; url: string }[];
  comments: { id: string; uid: string; text: string; time: string }[];
}

export interface Column {
  id: string;
  title: string;
  cardList: Card[];
}

export interface Board {
  id: string;
  title: string;
  columns: Column[];
  members: Member[];
}

export const MEMBERS: readonly Member[] = [
  { id: 'mem-1', name: 'Watson Joyce', avatar: '/assets/images/face-1.jpg' },
  { id: 'mem-2', name: 'Sally Doherty', avatar: '/assets/images/face-2.jpg' },
  { id: 'mem-3', name: 'Kevin Heid', avatar: '/assets/images/face-3.jpg' },
  { id: 'mem-4', name: 'Ben Stokes', avatar: '/assets/images/face-4.jpg' },
];

export const LABELS: readonly Label[] = [
  { id: 'lab-1', title: 'Active', color: 'primary' },
  { id: 'lab-2', title: 'Complete', color: 'green' },
  { id: 'lab-3', title: 'Ready', color: 'secondary' },
  { id: 'lab-4', title: 'High Priority', color: 'error' },
];

const card = (id: string, title: string, labels: string[] = [], members: string[] = []): Card => ({
  id,
  title,
  coverImage: null,
  members,
  labels,
  description: '',
  attachments: [],
  comments: [],
});

export const BOARDS: readonly Board[] = [
  {
    id: 'board-1',
    title: 'Project Matx',
    members: [MEMBERS[0], MEMBERS[1], MEMBERS[2]],
    columns: [
      {
        id: 'list-1',
        title: 'To Do',
        cardList: [
          card('card-1', 'Create the sign-in page', ['lab-4'], ['mem-1']),
          card('card-2', 'Design the dashboard', ['lab-1']),
          card('card-3', 'Write unit tests', [], ['mem-2']),
        ],
      },
      {
        id: 'list-2',
        title: 'In Progress',
        cardList: [
          card('card-4', 'Set up CI', ['lab-1'], ['mem-3']),
          card('card-5', 'Chat popup', ['lab-3']),
        ],
      },
      {
        id: 'list-3',
        title: 'Done',
        cardList: [card('card-6', 'Choose the UI kit', ['lab-2'], ['mem-1', 'mem-2'])],
      },
    ],
  },
  {
    id: 'board-2',
    title: 'Marketing',
    members: [MEMBERS[3]],
    columns: [
      { id: 'list-4', title: 'Ideas', cardList: [card('card-7', 'Spring promo codes')] },
      { id: 'list-5', title: 'Running', cardList: [] },
    ],
  },
];
