/** Canned to-dos, their tags and the project list of /api/list/all (template samples). */
export interface Todo {
  id: string;
  title: string;
  note: string;
  important: boolean;
  starred: boolean;
  done: boolean;
  read: boolean;
  selected: boolean;
  startDate: string;
  dueDate: string;
  tag: string[];
}

export interface Tag {
  id: string;
  name: string;
}

export const TAGS: readonly Tag[] = [
  { id: 't1', name: 'frontend' },
  { id: 't2', name: 'backend' },
  { id: 't3', name: 'API' },
  { id: 't4', name: 'issue' },
];

const todo = (n: number, title: string, flags: Partial<Todo>, tag: string[]): Todo => ({
  id: `todo-${n}`,
  title,
  note: `${title}: lorem ipsum dolor sit amet, consectetur adipisicing elit.`,
  important: false,
  starred: false,
  done: false,
  read: false,
  selected: false,
  startDate: `2019-04-0${n}T09:00:00.000Z`,
  dueDate: `2019-04-1${n}T18:00:00.000Z`,
  tag,
  ...flags,
});

export const TODOS: readonly Todo[] = [
  todo(1, 'Read a book', { important: true }, ['t1']),
  todo(2, 'Fix the login form', { starred: true, read: true }, ['t1', 't4']),
  todo(3, 'Write the API docs', { done: true, read: true }, ['t3']),
  todo(4, 'Set up the database', { important: true, starred: true }, ['t2']),
  todo(5, 'Call the designer', {}, []),
  todo(6, 'Review pull requests', { read: true }, ['t2', 't3']),
];

export interface ProjectEntry {
  id: string;
  email: string;
  userName: string;
  projectName: string;
  date: string;
  projectImage: string;
  userImage: string;
  comment: number;
  revision: number;
}

export const PROJECTS: readonly ProjectEntry[] = [
  ['Kester Alvarez', 'Matx React', 12, 3],
  ['Lena Baxter', 'Egret Angular', 4, 1],
  ['Ryan Short', 'Flora CRM', 27, 8],
  ['Mia Sparks', 'Landing page', 2, 0],
  ['Oliver Reese', 'Mobile app', 9, 5],
].map(([userName, projectName, comment, revision], i) => ({
  id: `pr-${i + 1}`,
  email: `${String(userName).split(' ')[0].toLowerCase()}@example.com`,
  userName: String(userName),
  projectName: String(projectName),
  date: `2019-05-1${i}T12:00:00.000Z`,
  projectImage: `/assets/images/sq-${i + 1}.jpg`,
  userImage: `/assets/images/face-${i + 1}.jpg`,
  comment: Number(comment),
  revision: Number(revision),
}));
