import type {PageSource} from '../../plugins/searchPlaces';

/** A site of one page whose one place is an FAQ item on sync, answered by `answer`. */
export const syncAnswer = (answer: string): PageSource[] => [
  {
    url: '/',
    label: 'Home',
    places: [
      {
        anchor: '#faq-sync',
        title: 'Does it sync between my computers?',
        question: true,
        keywords: [],
        blocks: [answer],
      },
    ],
  },
];
